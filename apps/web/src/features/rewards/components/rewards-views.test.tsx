import type { MissionSummary, PromotionItem } from '@openlobby/contract/rewards/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { MissionView } from './mission-view';
import { RewardCenterView } from './reward-center-view';

const promotion = (over: Partial<PromotionItem>): PromotionItem => ({
  id: 1,
  promotionType: 'WELCOME',
  title: 'Welcome bonus',
  description: 'Join and claim.',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  rewardAmount: 1000,
  rule: 'instant',
  category: 'welcome',
  rules: '',
  imageUrl: '/img/promotions/1.svg?language=en',
  status: 'join',
  rejectionReason: null,
  ...over,
});

/**
 * A small stand-in server: answers the reward calls from state the POSTs change, like the
 * real one (join → claim → claimed, paying into the balance), and counts balance reads.
 */
function fakeServer() {
  const state = {
    balance: 5000,
    balanceReads: 0,
    promotions: [
      promotion({}),
      promotion({
        id: 2,
        promotionType: 'SLOTS',
        title: 'Slots cashback',
        rule: 'apply',
        status: 'rejected',
        rejectionReason: 'No slot bets',
      }),
      promotion({ id: 3, promotionType: 'WEEKEND', title: 'Weekend bonus', status: 'coming' }),
    ],
    missions: {
      day: '2026-11-23',
      timeZone: 'UTC',
      pointsToday: 0,
      missions: [
        {
          id: 7,
          title: 'Place 10 bets today',
          metric: 'bet_count',
          target: 10,
          progress: 4,
          rewardAmount: 500,
          points: 20,
          status: 'process',
        },
        {
          id: 8,
          title: 'Place 1 bet today',
          metric: 'bet_count',
          target: 1,
          progress: 1,
          rewardAmount: 100,
          points: 5,
          status: 'claim',
        },
      ],
    } as MissionSummary,
  };
  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, number>) : {};
    switch (pathname) {
      case '/wps/v2/wallets/balance':
        state.balanceReads += 1;
        return ok({ balance: state.balance, currency: 'BRL' });
      case '/wps/relay/MCSFE_getPromotionList':
        return ok(state.promotions);
      case '/wps/relay/MCSFE_signUpPromotionJoin':
      case '/wps/relay/MCSFE_signUpRequestReward': {
        const p = state.promotions.find((x) => x.id === body.promotionId)!;
        if (pathname.endsWith('Join')) p.status = 'claim';
        else {
          p.status = 'claimed';
          state.balance += p.rewardAmount;
        }
        return ok(p);
      }
      case '/wps/relay/MCSFE_getMissionSummaryDetails':
        return ok(state.missions);
      case '/wps/relay/MCSFE_getMissionLeaderboard':
        return ok({
          day: '2026-11-23',
          entries: [{ rank: 1, customerName: 'de***er', points: 35, isMe: false }],
          me: { rank: null, points: 0 },
        });
      case '/wps/relay/MCSFE_claimMissionReward': {
        const m = state.missions.missions.find((x) => x.id === body.missionId)!;
        if (m.status !== 'claim') {
          return new Response(
            JSON.stringify({
              success: false,
              errorCode: 'MISSION_NOT_COMPLETED',
              message: 'Complete the mission before claiming its reward.',
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          );
        }
        m.status = 'claimed';
        state.missions.pointsToday += m.points;
        state.balance += m.rewardAmount;
        return ok({ mission: m, pointsToday: state.missions.pointsToday });
      }
      default:
        throw new TypeError(`Failed to fetch ${pathname}`);
    }
  });
  return state;
}

function renderView(view: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{view}</QueryClientProvider>);
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => vi.unstubAllGlobals());

describe('RewardCenterView', () => {
  it('offers the button each status allows, and joins then claims', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderView(<RewardCenterView />);
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('R$10.00')).toBeTruthy();
    const slots = screen.getByRole('article', { name: 'Slots cashback' });
    expect(within(slots).getByRole('button', { name: 'Rejected' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(slots).getByText('Reason for rejection: No slot bets')).toBeTruthy();
    const weekend = screen.getByRole('article', { name: 'Weekend bonus' });
    expect(within(weekend).getByRole('button', { name: 'Coming soon' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(welcome).getByRole('button', { name: 'Join' }));
    expect(await within(welcome).findByRole('status')).toHaveProperty(
      'textContent',
      'You have joined.',
    );
    const readsBefore = server.balanceReads;
    await user.click(await within(welcome).findByRole('button', { name: 'Claim' }));
    expect(
      await within(welcome).findByText('A reward of R$10.00 was added to your balance.'),
    ).toBeTruthy();
    expect(await within(welcome).findByRole('button', { name: 'Claimed' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.balance).toBe(6000);
    // The header's balance query is refreshed after the claim.
    await vi.waitFor(() => expect(server.balanceReads).toBeGreaterThan(readsBefore));
  });
});

describe('MissionView', () => {
  it('shows named progress bars, claims a completed mission and the leaderboard', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderView(<MissionView />);
    const bar = await screen.findByRole('progressbar', { name: 'Place 10 bets today progress' });
    expect(bar.getAttribute('value')).toBe('4');
    expect(bar.getAttribute('max')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('4 of 10');
    const ten = screen.getByRole('article', { name: 'Place 10 bets today' });
    expect(within(ten).getByRole('button', { name: 'In progress' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Points today: 0')).toBeTruthy();

    const one = screen.getByRole('article', { name: 'Place 1 bet today' });
    await user.click(within(one).getByRole('button', { name: 'Claim' }));
    expect(
      await within(one).findByText('A reward of R$1.00 was added to your balance.'),
    ).toBeTruthy();
    expect(await screen.findByText('Points today: 5')).toBeTruthy();
    expect(within(one).getByRole('button', { name: 'Claimed' })).toHaveProperty('disabled', true);
    expect(server.balance).toBe(5100);

    const board = await screen.findByRole('table', { name: 'Today’s leaderboard' });
    expect(within(board).getByRole('cell', { name: 'de***er' })).toBeTruthy();
    expect(screen.getByText('You have no points today yet.')).toBeTruthy();
  });
});
