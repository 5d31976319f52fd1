import { pointPaths } from '@openlobby/contract/points/paths';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderWithClient, serve } from '../../../test/api-stub';
import { PointMallPage } from './point-mall-page';

// E calls are sealed by Web Crypto with the server's key; here the seal is a plain wrapper
// the fake server opens, so the tests see that a body went encrypted and what it held.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

const byType = { live: 120, lott: 0, pvp: 30, rng: 400, sports: 50, redeem: 100, deposit: 0 };
const cap = {
  id: 4,
  name: 'Cap',
  description: 'A black cap',
  kind: 'physical',
  cost: 300,
  bonusAmount: 0,
  stock: 2,
  perMemberLimit: 1,
  redeemed: 0,
};
const conversion = {
  id: 9,
  kind: 'convert',
  rewardName: null,
  points: 200,
  cash: 200,
  status: 'approved',
  reason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: '2026-11-26T10:00:00.000Z',
};

/** The points API; `balance` is what the member holds until a write changes it. */
function serveMall(sends: Parameters<typeof serve>[1], state = { balance: 500 }) {
  return serve(
    {
      [pointPaths.balance]: () => ({ balance: state.balance, byType }),
      [pointPaths.config]: {
        ratios: { live: 100, lott: 100, pvp: 100, rng: 100, sports: 100, deposit: 50 },
        exchange: 100,
      },
      [pointPaths.rewards]: [cap],
      [pointPaths.redeemList]: () => (state.balance === 500 ? [] : [conversion]),
    },
    sends,
  );
}

const balanceShown = () => screen.getByRole('status', { name: 'Your points' }).textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ language: 'en' });
  await act(() => i18n.changeLanguage('en'));
});

describe('PointMallPage', () => {
  it('shows the points, what each type earned and the exchange ratio', async () => {
    serveMall({});
    renderWithClient(<PointMallPage />);
    expect(await screen.findByRole('status', { name: 'Your points' })).toBeTruthy();
    expect(balanceShown()).toBe('500');
    const types = screen.getByRole('table', { name: 'Points by type' });
    expect(within(types).getByRole('row', { name: 'Live casino 120' })).toBeTruthy();
    expect(within(types).getByRole('row', { name: 'Slots 400' })).toBeTruthy();
    expect(within(types).getByRole('row', { name: 'Redeemed 100' })).toBeTruthy();
    expect(within(types).getAllByRole('row')).toHaveLength(7);
    expect(await screen.findByText('100 points = R$1.00')).toBeTruthy();
    const rewards = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(rewards).getByRole('heading', { name: 'Cap' })).toBeTruthy();
    expect(within(rewards).getByText('300 points · 2 in stock · 0 of 1 redeemed')).toBeTruthy();
  });

  it('says why Convert and Redeem are off, and that nothing was redeemed yet', async () => {
    serveMall({});
    renderWithClient(<PointMallPage />);
    const redeem = await screen.findByRole('button', { name: 'Redeem Cap' });
    expect((redeem as HTMLButtonElement).disabled).toBe(true);
    const password = screen.getByLabelText('Payment password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Type your payment password to convert or redeem.');
    expect(await screen.findByText('No redemptions yet.')).toBeTruthy();
  });

  it('shows the server’s refusal of a wrong payment password and changes nothing', async () => {
    const sent = serveMall({
      [`POST ${pointPaths.redeem}`]: {
        errorCode: 'PAYMENT_PASSWORD_WRONG',
        message: 'The payment password is wrong.',
      },
    });
    renderWithClient(<PointMallPage />);
    const user = userEvent.setup();
    const redeem = await screen.findByRole('button', { name: 'Redeem Cap' });
    expect((redeem as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(redeem);
    expect((await screen.findByRole('alert')).textContent).toBe('The payment password is wrong.');
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: pointPaths.redeem,
        body: { sealed: { requestId: expect.any(String), rewardId: 4, password: '111111' } },
      },
    ]);
    expect(balanceShown()).toBe('500');
    expect(screen.getByText('300 points · 2 in stock · 0 of 1 redeemed')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Redeem history' });
    expect(within(history).getAllByRole('row')).toHaveLength(1);
  });

  it('converts points and shows the new balance and the conversion in the history', async () => {
    const state = { balance: 500 };
    const sent = serveMall(
      {
        [`POST ${pointPaths.convert}`]: () => {
          state.balance -= 200;
          return conversion;
        },
      },
      state,
    );
    renderWithClient(<PointMallPage />);
    const user = userEvent.setup();
    await screen.findByRole('status', { name: 'Your points' });
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.type(screen.getByRole('spinbutton', { name: 'Points to convert' }), '200');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      (await screen.findByText('R$2.00 was paid into your wallet.')).getAttribute('role'),
    ).toBe('status');
    await vi.waitFor(() => expect(balanceShown()).toBe('300'));
    const history = screen.getByRole('table', { name: 'Redeem history' });
    expect(await within(history).findByRole('cell', { name: 'Converted to R$2.00' })).toBeTruthy();
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: pointPaths.convert,
        body: { sealed: { requestId: expect.any(String), points: 200, password: '135790' } },
      },
    ]);
  });

  it('speaks Portuguese', async () => {
    useSessionStore.setState({ language: 'pt' });
    await act(() => i18n.changeLanguage('pt'));
    serveMall({});
    renderWithClient(<PointMallPage />);
    expect(await screen.findByRole('button', { name: 'Resgatar Cap' })).toBeTruthy();
    expect(screen.getByLabelText('Senha de pagamento')).toBeTruthy();
    const types = screen.getByRole('table', { name: 'Pontos por tipo' });
    expect(within(types).getByRole('row', { name: 'Caça-níqueis 400' })).toBeTruthy();
    expect(await screen.findByText(/^100 pontos = R\$\s1,00$/)).toBeTruthy();
  });

  it.each([
    ['pt', '12.345', '20.000 pontos · 1.000 em estoque', 'Pontos', '1.500'],
    ['en', '12,345', '20,000 points · 1,000 in stock', 'Points', '1,500'],
  ] as const)(
    'groups the digits of points and stock in %s',
    async (language, balance, offer, column, spent) => {
      useSessionStore.setState({ language });
      await act(() => i18n.changeLanguage(language));
      serve({
        [pointPaths.balance]: { balance: 12_345, byType: { ...byType, rng: 10_000 } },
        [pointPaths.config]: { ratios: { live: 100 }, exchange: 100 },
        [pointPaths.rewards]: [
          { ...cap, name: 'Phones', cost: 20_000, stock: 1_000, perMemberLimit: null },
        ],
        [pointPaths.redeemList]: [
          { ...conversion, kind: 'reward', rewardName: 'Phones', points: 1_500, cash: null },
        ],
      });
      renderWithClient(<PointMallPage />);
      const name = language === 'pt' ? 'Seus pontos' : 'Your points';
      expect((await screen.findByRole('status', { name })).textContent).toBe(balance);
      const slots = language === 'pt' ? 'Caça-níqueis 10.000' : 'Slots 10,000';
      expect(screen.getByRole('row', { name: slots })).toBeTruthy();
      const rewards = await screen.findByRole('list', {
        name: language === 'pt' ? 'Recompensas' : 'Rewards',
      });
      expect(within(rewards).getByText(offer)).toBeTruthy();
      const history = screen.getByRole('table', {
        name: language === 'pt' ? 'Histórico de resgates' : 'Redeem history',
      });
      expect(within(history).getByRole('columnheader', { name: column })).toBeTruthy();
      expect(await within(history).findByRole('cell', { name: spent })).toBeTruthy();
    },
  );
});
