import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { renderWithClient, serve } from '../../../test/api-stub';
import { TeamBetsView } from './report-views';

const day = '2025-06-01';
const row = (vendorCode: string, validBet: number, payout: number) => ({
  day,
  memberId: 7,
  account: 'kid',
  vendorCode,
  betCount: 2,
  validBet,
  payout,
  profitLoss: payout - validBet,
});
const teamBets = {
  from: day,
  to: day,
  content: [row('BGS', 400, 300), row('PGS', 500, 0)],
  pageNum: 1,
  totalPages: 1,
  totals: { betCount: 4, validBet: 900, payout: 300, profitLoss: -600 },
};
const games = {
  day,
  account: 'kid',
  content: [
    {
      vendorCode: 'BGS',
      gameCode: 'dice',
      gameName: 'Dice',
      rounds: 1,
      stake: 250,
      payout: 300,
      profitLoss: 50,
    },
    {
      vendorCode: 'BGS',
      gameCode: 'mines',
      gameName: 'Mines',
      rounds: 1,
      stake: 150,
      payout: 0,
      profitLoss: -150,
    },
  ],
  totals: { rounds: 2, stake: 400, payout: 300, profitLoss: -100 },
};

function serveBets() {
  return serve({
    '/wps/agent/reports/team-bets': teamBets,
    '/wps/agent/reports/team-bets/games': games,
  });
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('TeamBetsView: games of a row', () => {
  it("opens a row's games for that member, day and provider below the table, with totals, and closes them", async () => {
    const user = userEvent.setup();
    const sent = serveBets();
    renderWithClient(<TeamBetsView />);
    const buttons = await screen.findAllByRole('button', { name: `Games of kid on ${day}` });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /^Games of kid/ })).toBeNull();

    await user.click(buttons[0]!);
    const region = await screen.findByRole('region', {
      name: `Games of kid on ${day} at BGS`,
    });
    expect(sent.filter((s) => s.path === '/wps/agent/reports/team-bets/games')).toEqual([
      {
        method: 'GET',
        path: '/wps/agent/reports/team-bets/games',
        body: undefined,
        query: { memberId: '7', day, vendorCode: 'BGS' },
      },
    ]);
    const table = await within(region).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProviderGameRoundsStakePayoutProfit and loss',
      'BGSDice1R$2.50R$3.00R$0.50',
      'BGSMines1R$1.50R$0.00-R$1.50',
      'Totals2R$4.00R$3.00-R$1.00',
    ]);

    await user.click(within(region).getByRole('button', { name: 'Close the games of kid' }));
    expect(screen.queryByRole('region', { name: /^Games of kid/ })).toBeNull();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    const user = userEvent.setup();
    serveBets();
    renderWithClient(<TeamBetsView />);
    const [first] = await screen.findAllByRole('button', { name: `Jogos de kid em ${day}` });
    await user.click(first!);
    const region = await screen.findByRole('region', {
      name: `Jogos de kid em ${day} no provedor BGS`,
    });
    expect(await within(region).findByRole('columnheader', { name: 'Rodadas' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Fechar os jogos de kid' })).toBeTruthy();
  });
});
