import type { VipStatus } from '@openlobby/contract/vip/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { VipCard } from './vip-card';
import { VipView } from './vip-view';

const tiers = [
  { level: 1, name: 'Bronze', threshold: 10_000, upgradeBonus: 1_000, monthlyBonus: 500 },
  { level: 2, name: 'Silver', threshold: 50_000, upgradeBonus: 2_500, monthlyBonus: 1_500 },
];

function serve(status: VipStatus) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    if (url.pathname !== '/wps/relay/MCS_vip') throw new TypeError(`Failed to fetch ${url}`);
    return new Response(JSON.stringify({ success: true, value: status }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderView(view: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{view}</QueryClientProvider>);
}

beforeEach(() => useSessionStore.setState({ isLogin: true, language: 'en' }));
afterEach(() => vi.unstubAllGlobals());

describe('VipView', () => {
  it('shows the level, the valid bet, the way to the next tier and the ladder', async () => {
    serve({
      level: 1,
      name: 'Bronze',
      validBet: 45_000,
      next: { level: 2, name: 'Silver', threshold: 50_000, remaining: 5_000 },
      tiers,
      currency: 'BRL',
    });
    renderView(<VipView />);
    const card = await screen.findByRole('region', { name: 'My VIP level' });
    expect(within(card).getByText('Level 1: Bronze')).toBeTruthy();
    expect(within(card).getByText('Cumulative valid bets: R$450.00')).toBeTruthy();
    expect(within(card).getByText('R$50.00 more in valid bets to reach Silver.')).toBeTruthy();
    // 350 of the 400 between Bronze and Silver.
    const bar = within(card).getByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('value')).toBe('87');
    const table = screen.getByRole('table', { name: 'VIP tiers' });
    const silver = within(table).getByRole('row', { name: /Silver/ });
    expect(within(silver).getByText('R$500.00')).toBeTruthy();
    expect(within(silver).getByText('R$25.00')).toBeTruthy();
    expect(
      within(table)
        .getByRole('row', { name: /Bronze/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says when there is no level yet, and when the top is reached', async () => {
    serve({
      level: 0,
      name: null,
      validBet: 0,
      next: { level: 1, name: 'Bronze', threshold: 10_000, remaining: 10_000 },
      tiers,
      currency: 'BRL',
    });
    renderView(<VipView />);
    expect(await screen.findByText('No VIP level yet')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    serve({ level: 2, name: 'Silver', validBet: 90_000, next: null, tiers, currency: 'BRL' });
    renderView(<VipView />);
    expect(await screen.findByText('You are at the highest level.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('VipCard', () => {
  it('shows nothing to a visitor and asks nothing of the server', () => {
    useSessionStore.setState({ isLogin: false });
    const calls = serve({ level: 0, name: null, validBet: 0, next: null, tiers, currency: 'BRL' });
    renderView(<VipCard />);
    expect(screen.queryByRole('region', { name: 'My VIP level' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
