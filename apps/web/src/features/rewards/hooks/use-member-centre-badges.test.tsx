import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { useMemberCentreBadges } from './use-member-centre-badges';

/** The badges' two reads, answered; every URL asked is recorded. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input));
      asked.push(pathname);
      const value =
        pathname === '/wps/relay/CSP_unreadCount'
          ? { count: 3 }
          : { rewardCenter: 1, missionLeaderboard: 0 };
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function renderBadges() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMemberCentreBadges(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ isLogin: false, isTrial: false });
});

describe('useMemberCentreBadges', () => {
  it('counts a member’s unread messages on the messageV2 entry', async () => {
    useSessionStore.setState({ isLogin: true, isTrial: false });
    const asked = serve();
    const { result } = renderBadges();
    // Two reads of their own: either may answer first.
    await waitFor(() => {
      expect(result.current.messageV2).toBe(3);
      expect(result.current.rewardCenter).toBe(1);
    });
    expect(asked).toContain('/wps/relay/CSP_unreadCount');
  });

  it('never asks for a trial member’s unread count (spec §6)', async () => {
    useSessionStore.setState({ isLogin: true, isTrial: true });
    const asked = serve();
    const { result } = renderBadges();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ rewardCenter: 0, missionLeaderboard: 0, messageV2: 0 });
    expect(asked).toEqual([]);
  });
});
