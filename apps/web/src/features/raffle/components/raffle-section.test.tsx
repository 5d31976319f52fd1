import type { RaffleItem } from '@openlobby/contract/raffle/schemas';
import { drawRaffle, hashServerSeed } from '@openlobby/games';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { RaffleSection } from './raffle-section';

const seed = 'b'.repeat(64);
const ticketList = [
  { entry: '1', customerName: 'de***er', first: 0, tickets: 1 },
  { entry: '2', customerName: 'al***ce', first: 1, tickets: 5 },
];
const wins = drawRaffle(
  seed,
  'DRAWN',
  ticketList.map((e) => ({ key: e.entry, tickets: e.tickets })),
  2,
);

const base: RaffleItem = {
  id: 1,
  code: 'OPEN',
  title: 'Weekly raffle',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  status: 'open',
  betPerTicket: 1000,
  depositPerTicket: null,
  prizes: [5000],
  seedHash: hashServerSeed('secret'),
  seed: null,
  clientSeed: 'raffle:OPEN',
  entrants: 3,
  drawnAt: null,
  ticketList: [],
  winners: [],
  me: { joined: false, tickets: 0 },
};
const drawn = (winners = wins): RaffleItem => ({
  ...base,
  id: 2,
  code: 'DRAWN',
  title: 'Last week',
  status: 'drawn',
  prizes: [20_000, 10_000],
  seedHash: hashServerSeed(seed),
  seed,
  clientSeed: 'raffle:DRAWN',
  drawnAt: '2026-01-02T00:00:00.000Z',
  ticketList,
  winners: winners.map((w) => ({
    rank: w.rank + 1,
    entry: w.key,
    customerName: ticketList.find((e) => e.entry === w.key)!.customerName,
    ticket: w.ticket,
    amount: w.rank === 0 ? 20_000 : 10_000,
    isMe: false,
  })),
});

function fakeServer(list: RaffleItem[]) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/wps/relay/MCS2_getRaffleList')
      return json({ success: true, value: list });
    if (url.pathname === '/wps/relay/MCS2_claimRafflePromotion') {
      return json(
        {
          success: false,
          errorCode: 'RAFFLE_ENDED',
          message: 'This raffle has ended: entries are closed. Nothing was changed.',
          requestId: 'r1',
        },
        409,
      );
    }
    if (url.pathname === '/wps/v2/wallets/balance') {
      return json({ success: true, value: { balance: 0, currency: 'BRL' } });
    }
    throw new TypeError(`Failed to fetch ${url.pathname}`);
  });
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RaffleSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => useSessionStore.setState({ isLogin: true, isTrial: false, authModal: null }));
afterEach(() => vi.unstubAllGlobals());

describe('RaffleSection', () => {
  it('verifies a drawn raffle in the browser from its seed and ticket list', async () => {
    fakeServer([base, drawn()]);
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('article', { name: 'Last week' });
    expect(within(card).getByRole('list', { name: 'Winners' }).children).toHaveLength(2);
    expect(within(card).getByText(seed)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Verify the draw' }));
    // The draw's code loads with the first check.
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        'Verified: the seed matches its hash and the recomputed winners are the same.',
      ),
    );
  });

  it('lists who holds which tickets, each count with its own plural', async () => {
    fakeServer([base, drawn()]);
    renderSection();
    const card = await screen.findByRole('article', { name: 'Last week' });
    const list = within(card).getByText('Ticket list').closest('details')!;
    const entries = within(list).getAllByRole('listitem', { hidden: true });
    expect(entries.map((li) => li.textContent)).toEqual([
      'de***er: 1 ticket, #0',
      'al***ce: 5 tickets from #1',
    ]);
  });

  it('says so when the published winners do not follow from the seed', async () => {
    const swapped = wins.map((w, i) => ({ ...w, key: wins[1 - i]!.key }));
    fakeServer([drawn(swapped)]);
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('article', { name: 'Last week' });
    await user.click(within(card).getByRole('button', { name: 'Verify the draw' }));
    // The draw's code loads with the first check.
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        'Verification failed: the result does not match the seed.',
      ),
    );
  });

  it('shows the server’s refusal of a join as an alert', async () => {
    fakeServer([base]);
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByRole('article', { name: 'Weekly raffle' });
    expect(within(card).getByText('1 ticket per R$10.00 of valid bets')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Join the raffle' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This raffle has ended: entries are closed. Nothing was changed.',
    );
  });
});
