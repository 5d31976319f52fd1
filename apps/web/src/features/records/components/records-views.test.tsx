import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import type { BetRecord, BonusItem, Profit } from '@openlobby/contract/records/schemas';
import { hashServerSeed, playDice } from '@openlobby/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { BetRecordView } from './bet-record-view';
import { BonusView } from './bonus-view';
import { ProfitView } from './profit-view';

const round = (over: Partial<BetRecord>): BetRecord => ({
  id: 1,
  roundId: 'r-1',
  vendorCode: 'BGS',
  vendorName: 'OpenLobby Originals',
  gameCode: 'dice',
  gameName: 'Dice',
  category: 'INHOUSE',
  betCount: 1,
  stake: 1_000,
  refunded: 0,
  win: 2_500,
  placedAt: '2026-11-26T12:00:00.000Z',
  verify: { kind: 'inHouse', roundId: 'r-1', gameCode: 'dice' },
  ...over,
});

const secretSeed = 'c'.repeat(64);

/** The in-house dice round r-1 as the server records it; `serverSeed` once rotated. */
function diceRound(serverSeed: string | null): InHouseRound {
  const bet = { stake: 1_000, targetHundredths: 5_000, direction: 'under' as const };
  const outcome = playDice(
    { ...bet, stake: 1_000n },
    { serverSeed: secretSeed, clientSeed: 'lucky', nonce: 3 },
  );
  return {
    id: 'r-1',
    gameCode: 'dice',
    stake: 1_000,
    payout: Number(outcome.payout),
    balanceBefore: 5_000,
    balanceAfter: 4_000 + Number(outcome.payout),
    state: outcome.win ? 'won' : 'lost',
    createdAt: '2026-11-26T12:00:00.000Z',
    serverSeedHash: hashServerSeed(secretSeed),
    clientSeed: 'lucky',
    nonce: 3,
    mathVersion: 'games-1',
    serverSeed,
    bet,
    outcome: { ...outcome, payout: Number(outcome.payout) },
  };
}

/**
 * A stand-in server: the betting record pages by cursor and filters by category; the
 * in-house round r-1 is the member's (as `inHouse` gives it), any other round id a 404.
 */
function fakeServer(bonuses: BonusItem[] = [], inHouse: InHouseRound = diceRound(null)) {
  const seen: URLSearchParams[] = [];
  const rounds = [
    round({}),
    round({
      id: 2,
      roundId: 'lottery:9',
      vendorCode: 'OL_LOTTO',
      vendorName: 'OpenLobby Lottery',
      gameCode: 'FAST3',
      gameName: null,
      category: 'LOTT',
      stake: 200,
      win: 0,
      verify: {
        kind: 'lottery',
        vassalage: 'OL_LOTTO',
        gameCode: 'FAST3',
        drawNumber: '20261126-0042',
      },
    }),
    round({ id: 3, roundId: 'live-1', vendorName: 'AG', category: 'LIVE', verify: null }),
  ];
  const profit: Profit = {
    from: '2026-11-25',
    to: '2026-11-26',
    days: [
      { day: '2026-11-25', stake: 10_000, win: 0, games: -10_000, bonus: 80, net: -9_920 },
      { day: '2026-11-26', stake: 1_000, win: 2_500, games: 1_500, bonus: 0, net: 1_500 },
    ],
    categories: [{ category: 'INHOUSE', rounds: 1, stake: 1_000, win: 2_500, games: 1_500 }],
    totals: { stake: 11_000, win: 2_500, games: -8_500, bonus: 80, net: -8_420 },
    currency: 'BRL',
  };
  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(url.searchParams);
    switch (url.pathname) {
      case '/wps/relay/MCS_betRecord': {
        const category = url.searchParams.get('category');
        const matching = rounds.filter((r) => !category || r.category === category);
        const start = url.searchParams.get('cursor') ? 2 : 0;
        const items = category ? matching : matching.slice(start, start + 2);
        const stake = matching.reduce((s, r) => s + r.stake, 0);
        const win = matching.reduce((s, r) => s + r.win, 0);
        return ok({
          from: '2026-11-26',
          to: '2026-11-26',
          items,
          nextCursor: !category && start === 0 ? '1.2' : null,
          totals: { rounds: matching.length, stake, win, net: win - stake },
          currency: 'BRL',
        });
      }
      case '/wps/relay/MCS_profitLoss':
        return ok(profit);
      case '/wps/relay/MCS_inHouseRound':
        if (url.searchParams.get('roundId') === inHouse.id) return ok(inHouse);
        return new Response(
          JSON.stringify({
            success: false,
            errorCode: 'GAME_ROUND_NOT_FOUND',
            message: 'This round is not one of your in-house game rounds.',
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        );
      case '/wps/relay/MCS_bonusDetail':
        return ok({ items: bonuses, nextCursor: null, currency: 'BRL' });
      default:
        throw new TypeError(`Failed to fetch ${url.pathname}`);
    }
  });
  return { seen };
}

function renderView(view: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{view}</QueryClientProvider>);
}

beforeEach(() => useSessionStore.setState({ isLogin: true, language: 'en' }));
afterEach(() => vi.unstubAllGlobals());

describe('BetRecordView', () => {
  it('lists rounds with their totals, loads more, links verifiable rounds and filters', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderView(<BetRecordView />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const dice = within(table).getByRole('row', { name: /Dice/ });
    expect(within(dice).getByText('R$10.00')).toBeTruthy();
    expect(within(dice).getByText('R$25.00')).toBeTruthy();
    // An in-house round verifies here (below); only a lottery round links to its page.
    expect(within(dice).getByRole('button', { name: 'Verify round r-1' })).toBeTruthy();
    expect(within(dice).queryByRole('link')).toBeNull();
    const lottery = within(table).getByRole('row', { name: /lottery:9/ });
    expect(
      within(lottery).getByRole('link', { name: 'Verify round lottery:9' }).getAttribute('href'),
    ).toBe('/lottery?vassalage=OL_LOTTO&gameCode=FAST3&draw=20261126-0042');
    const totals = screen.getByRole('group', { name: 'Totals of the filter' });
    // Stakes 10 + 2 + 10 and a net of 50 − 22 over the whole filter, not just the page.
    expect(within(totals).getByText('R$22.00')).toBeTruthy();
    expect(within(totals).getByText('R$28.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /live-1/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const group = await screen.findByRole('group', { name: 'Totals of the filter' });
    expect(await within(group).findByText('R$15.00')).toBeTruthy();
    expect(server.seen.at(-1)?.get('category')).toBe('LIVE');
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('Provider')).toBeTruthy();
  });
});

describe('verifying an in-house round from the betting record', () => {
  async function openVerification(inHouse: InHouseRound) {
    fakeServer([], inHouse);
    const user = userEvent.setup();
    renderView(<BetRecordView />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await user.click(within(table).getByRole('button', { name: 'Verify round r-1' }));
    return { user, panel: screen.getByRole('region', { name: 'Verification of round r-1' }) };
  }

  it('recomputes a revealed round in the browser and says it matches', async () => {
    const round = diceRound(secretSeed);
    const { panel } = await openVerification(round);
    expect(
      await within(panel).findByText(/^Verified: the outcome matches\./, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(within(panel).getByText(round.serverSeedHash)).toBeTruthy();
    expect(within(panel).getByText(secretSeed)).toBeTruthy();
    expect(within(panel).getByText('lucky')).toBeTruthy();
    const roll = (round.outcome as { rollHundredths: number }).rollHundredths;
    // The recorded and the recomputed outcome, both shown.
    expect(
      within(panel).getAllByText(new RegExp(`^Roll ${(roll / 100).toFixed(2)}, pays`)),
    ).toHaveLength(2);
  });

  it('says so when the recorded outcome does not follow from the seeds', async () => {
    const round = diceRound(secretSeed);
    const doctored = {
      ...round,
      outcome: { ...round.outcome, payout: round.outcome.payout + 100 },
    } as InHouseRound;
    const { panel } = await openVerification(doctored);
    expect(await within(panel).findByRole('alert', {}, { timeout: 5_000 })).toHaveProperty(
      'textContent',
      'Does not match: the seeds recompute a different outcome from the one recorded.',
    );
    expect(within(panel).queryByText(/^Verified/)).toBeNull();
  });

  it('before the seed is revealed, says how to reveal it and claims nothing', async () => {
    const { panel } = await openVerification(diceRound(null));
    expect(await within(panel).findByText(/^Not verifiable yet/)).toBeTruthy();
    expect(within(panel).getByText(/Rotate seeds/)).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Open In-house games' }).getAttribute('href'),
    ).toBe('/inHouse');
    expect(within(panel).getByText('Not revealed yet')).toBeTruthy();
    expect(within(panel).queryByText(/^Verified/)).toBeNull();
  });

  it("shows the server's refusal for a round that is not the member's, and closes", async () => {
    fakeServer([], { ...diceRound(null), id: 'r-other' });
    const user = userEvent.setup();
    renderView(<BetRecordView />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await user.click(within(table).getByRole('button', { name: 'Verify round r-1' }));
    const panel = screen.getByRole('region', { name: 'Verification of round r-1' });
    expect(await within(panel).findByRole('alert')).toHaveProperty(
      'textContent',
      'This round is not one of your in-house game rounds.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close verification' }));
    expect(screen.queryByRole('region', { name: /^Verification/ })).toBeNull();
  });
});

describe('ProfitView', () => {
  it('shows the net result by day and by category, in a table beside the chart', async () => {
    fakeServer();
    renderView(<ProfitView />);
    const byDay = await screen.findByRole('table', { name: 'Result by day' });
    const day = within(byDay).getByRole('row', { name: /2026-11-25/ });
    expect(within(day).getByText('-R$99.20')).toBeTruthy();
    const byCategory = screen.getByRole('table', { name: 'Result by category' });
    expect(within(byCategory).getByRole('rowheader', { name: 'In-house games' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chart of the result by day' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
  });
});

describe('BonusView', () => {
  it('lists bonuses with source, amount and status', async () => {
    fakeServer([
      {
        id: 5,
        source: 'rebate',
        amount: 80,
        status: 'credited',
        createdAt: '2026-11-26T01:00:00.000Z',
      },
    ]);
    renderView(<BonusView />);
    const row = await screen.findByRole('row', { name: /Rebate/ });
    expect(within(row).getByText('+R$0.80')).toBeTruthy();
    expect(within(row).getByText('Credited')).toBeTruthy();
  });

  it('says so when there is none', async () => {
    fakeServer([]);
    renderView(<BonusView />);
    expect(await screen.findByText('No records in this period.')).toBeTruthy();
  });
});
