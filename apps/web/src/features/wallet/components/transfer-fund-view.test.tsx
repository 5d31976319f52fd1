import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderWithClient, serve } from '../../../test/api-stub';
import { TransferFundView } from './transfer-fund-view';

const funds = {
  currency: 'BRL',
  balance: 20_000,
  heldBalance: 1_500,
  withdrawableBalance: 18_500,
  providerWallets: [] as { vendorCode: string; balance: number; transferIn: boolean }[],
};

beforeEach(() => useSessionStore.setState({ isLogin: true, language: 'en' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('TransferFundView', () => {
  it('shows the single-wallet breakdown only when the merchant wallet is single', async () => {
    serve({
      '/wps/member/info/funds/consolidated': funds,
      '/wps/relay/GCS_merchantWallet': { isSingle: true, currency: 'BRL' },
    });
    renderWithClient(<TransferFundView />);
    const figures = await screen.findByLabelText('Main wallet');
    expect(figures.textContent).toBe('BalanceR$200.00In processR$15.00WithdrawableR$185.00');
    expect(await screen.findByText('Every game plays from this one wallet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('moves money into a transfer-mode provider with one request id per attempt', async () => {
    const user = userEvent.setup();
    let providerBalance = 0;
    const sent = serve(
      {
        '/wps/member/info/funds/consolidated': () => ({
          ...funds,
          balance: 20_000 - providerBalance,
          providerWallets: [{ vendorCode: 'PG', balance: providerBalance, transferIn: true }],
        }),
        '/wps/relay/GCS_merchantWallet': { isSingle: false, currency: 'BRL' },
        '/wps/v2/wallets/balance': { balance: 20_000, currency: 'BRL' },
      },
      {
        'POST /wps/relay/GCS_walletTransfer': (body: unknown) => {
          const { amount } = body as { amount: number };
          if (amount > 20_000) {
            return { errorCode: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.' };
          }
          providerBalance += amount;
          return {
            vendorCode: 'PG',
            direction: 'in',
            amount,
            balance: 20_000 - providerBalance,
            providerBalance,
            currency: 'BRL',
          };
        },
      },
    );
    renderWithClient(<TransferFundView />);
    expect(await screen.findByText('PG wallet: R$0.00')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Transfer' });
    await user.click(submit);
    expect(screen.getByText('Enter the amount.')).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance.');
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(screen.getByRole('radio', { name: 'Into the PG wallet' }));
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(
      'R$50.00 moved. Main wallet: R$150.00; PG wallet: R$50.00.',
    );
    expect(await screen.findByText('PG wallet: R$50.00')).toBeTruthy();
    const [refused, done] = changes(sent).map((s) => s.body as { requestId: string });
    expect(done).toMatchObject({ vendorCode: 'PG', direction: 'in', amount: 5_000 });
    // The refused attempt never moved money, so its id may be reused; a success takes a new one.
    expect(refused!.requestId).toBe(done!.requestId);
  });

  it('speaks Portuguese', async () => {
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serve({
      '/wps/member/info/funds/consolidated': {
        ...funds,
        providerWallets: [{ vendorCode: 'PG', balance: 700, transferIn: false }],
      },
      '/wps/relay/GCS_merchantWallet': { isSingle: true, currency: 'BRL' },
    });
    renderWithClient(<TransferFundView />);
    expect(await screen.findByText(/Carteira PG: R\$\s?7,00/)).toBeTruthy();
    expect(screen.getByText('Disponível para saque')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transferir' })).toBeTruthy();
  });
});
