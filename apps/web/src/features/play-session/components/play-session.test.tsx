import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMemberCentreStore, useSessionStore } from '../../../stores/session-store';
import { formatElapsed } from '../utils/elapsed';
import { PlaySessionHost } from './play-session-host';
import { RealityCheckSetting } from './reality-check-setting';
import { SessionBar } from './session-bar';

const session = (over: Partial<PlaySession> = {}): PlaySession => ({
  startedAt: '2026-11-26T15:00:00.000Z',
  serverTime: '2026-11-26T16:02:03.000Z',
  elapsedSeconds: 3723,
  stakes: 12_345,
  winnings: 2_345,
  net: -10_000,
  currency: 'BRL',
  previousLoginAt: '2026-11-25T09:30:00.000Z',
  realityCheck: {
    intervalMinutes: 60,
    intervals: [0, 15, 30, 60, 120],
    nextCheckAt: '2026-11-26T16:00:00.000Z',
    due: true,
  },
  ...over,
});

type Sent = { method: string; path: string; body: unknown };

/** A fetch stand-in: answers each path (and method) from `routes`, recording what was sent. */
function serve(routes: Record<string, (body: unknown) => unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: pathname, body });
    const route = routes[`${method} ${pathname}`];
    if (!route) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, value: route(body) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

beforeEach(() => useSessionStore.setState({ isLogin: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('formatElapsed', () => {
  it('reads minutes and seconds, then hours', () => {
    expect(formatElapsed(59)).toBe('00:59');
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(-4)).toBe('00:00');
  });
});

describe('the reality check', () => {
  it('shows the session’s figures in a dialog Escape cannot close, until Continue is recorded', async () => {
    const user = userEvent.setup();
    let acknowledged = false;
    const sent = serve({
      'GET /wps/play-session': () =>
        session({ realityCheck: { ...session().realityCheck, due: !acknowledged } }),
      'POST /wps/play-session/reality-check/ack': () => {
        acknowledged = true;
        return session({
          realityCheck: {
            ...session().realityCheck,
            due: false,
            nextCheckAt: '2026-11-26T17:02:03.000Z',
          },
        });
      },
    });
    const onLogout = vi.fn();
    renderWith(<PlaySessionHost onLogout={onLogout} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    const figure = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(figure('Time played')).toMatch(/^1:02:0\d$/);
    expect(figure('Staked')).toBe('R$123.45');
    expect(figure('Winnings')).toBe('R$23.45');
    expect(figure('Net position')).toBe('-R$100.00');
    // No close button, and Escape leaves it open: play waits for an answer.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull(),
    );
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { method: 'POST', path: '/wps/play-session/reality-check/ack', body: undefined },
    ]);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('offers Log out, and shows nothing while no check is due', async () => {
    const user = userEvent.setup();
    serve({ 'GET /wps/play-session': () => session() });
    const onLogout = vi.fn();
    renderWith(<PlaySessionHost onLogout={onLogout} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows the previous login once per session', async () => {
    const user = userEvent.setup();
    serve({
      'GET /wps/play-session': () =>
        session({ realityCheck: { ...session().realityCheck, due: false } }),
    });
    const first = renderWith(<PlaySessionHost onLogout={() => {}} />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/^Your last login: /);
    expect(notice.textContent).toContain('2026-11-25');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();
    // Once per session: the same session does not show it again.
    renderWith(<PlaySessionHost onLogout={() => {}} />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('at a first login (a new registration) offers to set limits in the member centre', async () => {
    const user = userEvent.setup();
    serve({
      'GET /wps/play-session': () =>
        session({ previousLoginAt: null, realityCheck: { ...session().realityCheck, due: false } }),
    });
    renderWith(<PlaySessionHost onLogout={() => {}} />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      'Welcome! You can set deposit, loss and session-time limits',
    );
    await user.click(within(notice).getByRole('button', { name: 'Set limits' }));
    expect(useMemberCentreStore.getState()).toMatchObject({
      mcShow: true,
      view: 'responsibleGaming',
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the session bar', () => {
  it('runs the session clock from the server’s figure and shows the net position', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    serve({
      'GET /wps/play-session': () =>
        session({ realityCheck: { ...session().realityCheck, due: false } }),
    });
    renderWith(<SessionBar />);
    const bar = await screen.findByRole('region', { name: 'Play session' });
    const clock = within(bar).getByRole('timer');
    expect(clock.textContent).toMatch(/^1:02:0\d$/);
    const before = clock.textContent;
    act(() => vi.advanceTimersByTime(60_000));
    expect(clock.textContent).not.toBe(before);
    expect(clock.textContent).toMatch(/^1:03:0\d$/);
    expect(within(bar).getByRole('status', { name: 'Session net' }).textContent).toBe('-R$100.00');
  });
});

describe('RealityCheckSetting', () => {
  it('offers the server’s intervals and saves the chosen one', async () => {
    const user = userEvent.setup();
    let interval = 0;
    const sent = serve({
      'GET /wps/play-session': () =>
        session({
          realityCheck: {
            intervalMinutes: interval,
            intervals: [0, 1, 15, 30, 60, 120],
            nextCheckAt: null,
            due: false,
          },
        }),
      'PUT /wps/play-session/reality-check': (body) => {
        interval = (body as { intervalMinutes: number }).intervalMinutes;
        return session({
          realityCheck: {
            intervalMinutes: interval,
            intervals: [0, 1, 15, 30, 60, 120],
            nextCheckAt: '2026-11-26T16:03:03.000Z',
            due: false,
          },
        });
      },
    });
    renderWith(<RealityCheckSetting />);
    const group = await screen.findByRole('group', { name: 'Reality-check reminder' });
    expect(within(group).getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Off', '1 minute', '15 minutes', '30 minutes', '60 minutes', '120 minutes']);
    await user.click(within(group).getByRole('radio', { name: '30 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/wps/play-session/reality-check', body: { intervalMinutes: 30 } },
    ]);
    expect(within(group).getByRole('radio', { name: '30 minutes' })).toHaveProperty(
      'checked',
      true,
    );
  });
});
