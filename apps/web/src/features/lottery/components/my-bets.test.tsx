import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryBet } from '@openlobby/contract/lottery/schemas';
import { useSessionStore } from '../../../stores/session-store';
import { changes, renderLottery, serve, sscGame } from '../lottery-test-kit';
import { MyBets } from './my-bets';

const bet = (over: Partial<LotteryBet>): LotteryBet => ({
  id: 7,
  vassalage: 'LOTT',
  gameCode: 'SSC',
  drawNumber: '20261126-1505',
  betType: 'SSC_POS',
  selection: [['1', '2'], [], [], [], []],
  units: 2,
  unitStake: 100,
  multiplier: 1,
  stake: 200,
  status: 'open',
  payout: 0,
  chaseId: null,
  createdAt: '2026-11-26T15:01:00Z',
  settledAt: null,
  result: null,
  cancellable: true,
  ...over,
});

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('MyBets', () => {
  it('cancels an open bet before its draw closes and reads the bets and balance again', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const sent = serve(
      {
        '/wps/v2/wallets/balance': () => ({ balance: cancelled ? 10_000 : 9_800, currency: 'BRL' }),
        '/lgw/bets': () => ({
          items: [
            bet(cancelled ? { status: 'cancelled', cancellable: false } : {}),
            bet({
              id: 6,
              drawNumber: '20261126-1500',
              status: 'won',
              payout: 1_960,
              cancellable: false,
            }),
          ],
          nextCursor: null,
        }),
      },
      {
        'POST /lgw/bets/7/cancel': () => {
          cancelled = true;
          return { refunded: 200, balance: 10_000 };
        },
      },
    );
    renderLottery(<MyBets game={sscGame()} family="SSC" />);
    const list = await screen.findByRole('list', { name: 'My bets' });
    expect(within(list).getByText('Won R$19.60')).toBeTruthy();
    // Only the open bet can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel bet/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel bet 7 on draw 20261126-1505' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Bet cancelled: R$2.00 refunded. Your balance: R$100.00.',
    );
    expect(changes(sent)).toEqual([
      { method: 'POST', path: '/lgw/bets/7/cancel', body: undefined },
    ]);
    expect(await within(list).findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel bet/ })).toBeNull();
  });

  it('filters by status through the server and says a refused cancel in the reader’s words', async () => {
    const user = userEvent.setup();
    const sent = serve(
      { '/lgw/bets': { items: [bet({})], nextCursor: null } },
      {
        'POST /lgw/bets/7/cancel': {
          errorCode: 'LOTTERY_DRAW_CLOSED',
          message: 'Betting on this draw has closed.',
        },
      },
    );
    renderLottery(<MyBets game={sscGame()} family="SSC" />);
    await user.click(
      await screen.findByRole('button', { name: 'Cancel bet 7 on draw 20261126-1505' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Betting on this draw has closed.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'won');
    await screen.findByRole('list', { name: 'My bets' });
    const reads = sent.filter((s) => s.path === '/lgw/bets' && s.method === 'GET');
    expect(reads.at(-1)?.query).toEqual({
      vassalage: 'LOTT',
      gameCode: 'SSC',
      pageSize: '20',
      status: 'won',
    });
  });
});
