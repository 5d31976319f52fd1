import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { renderWithClient, serve } from '../../../test/api-stub';
import { ReferralView } from './referral-view';

const info = {
  code: 'ABCD2345',
  linkPath: '/register?referralCode=ABCD2345',
  invited: 2,
  deposited: 1,
  rewardTotal: 1_000,
  rules: { enabled: true, minDeposit: 5_000, kind: 'fixed', fixedAmount: 1_000, percentBp: 0 },
  currency: 'BRL',
};
const invitees = {
  page: 1,
  total: 2,
  list: [
    {
      account: 'fr***nd',
      registeredAt: '2026-11-20T10:00:00.000Z',
      status: 'deposited',
      firstDepositAt: '2026-11-21T10:00:00.000Z',
      reward: 1_000,
    },
    {
      account: 'ne***er',
      registeredAt: '2026-11-19T10:00:00.000Z',
      status: 'registered',
      firstDepositAt: null,
      reward: null,
    },
  ],
};

beforeEach(() => useSessionStore.setState({ isLogin: true, language: 'en' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ReferralView', () => {
  it('shows the code, the link with its QR code, the rule and the masked invitees', async () => {
    const sent = serve({
      '/wps/member/referral': info,
      '/wps/member/referral/invitees': invitees,
    });
    renderWithClient(<ReferralView />);
    expect(await screen.findByText('Your invitation code: ABCD2345')).toBeTruthy();
    const link = screen.getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=ABCD2345`);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(
      screen.getByText("A friend's first deposit of at least R$50.00 earns you R$10.00."),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your invitees' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['fr***nd', expect.stringMatching(/^2026-11-20/), 'First deposit made', 'R$10.00'],
      ['ne***er', expect.stringMatching(/^2026-11-19/), 'Registered', '—'],
    ]);
    expect(sent.find((s) => s.path === '/wps/member/referral/invitees')?.query).toEqual({
      page: '1',
    });
  });

  it('says when nobody registered yet and states a percentage rule, in Portuguese', async () => {
    useSessionStore.setState({ language: 'pt' });
    await i18n.changeLanguage('pt');
    serve({
      '/wps/member/referral': {
        ...info,
        invited: 0,
        deposited: 0,
        rewardTotal: 0,
        rules: { ...info.rules, kind: 'percent', percentBp: 250 },
      },
      '/wps/member/referral/invitees': { page: 1, total: 0, list: [] },
    });
    renderWithClient(<ReferralView />);
    expect(await screen.findByText('Ninguém se cadastrou com o seu código ainda.')).toBeTruthy();
    expect(screen.getByText(/lhe rende 2,5 % dele\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeTruthy();
  });
});
