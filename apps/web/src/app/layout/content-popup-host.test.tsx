import { contentPaths } from '@openlobby/contract/content/paths';
import type { Announcement } from '@openlobby/contract/content/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameLaunch } from '../../components/game-launch/game-launch-store';
import { useNoticeStore } from '../../stores/notice-store';
import { useSessionStore } from '../../stores/session-store';
import type { RouteHandle } from '../route-handle';
import { ContentPopupHost } from './content-popup-host';

const item = (id: number, title: string, execution: Announcement['execution']): Announcement => ({
  id,
  type: 'PL',
  title,
  content: `<p>${title} body</p>`,
  promotionType: null,
  execution,
  publishedAt: '2026-11-23T12:00:00.000Z',
});

/** The site's announcements by `execution` (`all`: the notices). */
const siteLists = (): Record<string, Announcement[]> => ({
  B: [item(1, 'For visitors', 'B')],
  A: [item(2, 'For members', 'A')],
  F: [item(3, 'First login', 'F')],
  all: [item(1, 'For visitors', 'B'), item(4, 'A notice', null), item(2, 'For members', 'A')],
});

/** Answers the announcements call by its `execution` from `lists`, and records what was asked. */
function serveAnnouncements(lists = siteLists()) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname !== contentPaths.announcements) throw new TypeError('Failed to fetch');
      const execution = url.searchParams.get('execution') ?? 'all';
      asked.push(execution);
      return new Response(JSON.stringify({ success: true, value: lists[execution] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function renderHost(routes: { path: string; routeName: RouteHandle['routeName'] }[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...routes.map(({ path, routeName }) => ({
        path,
        handle: { routeName } satisfies RouteHandle,
        element: <ContentPopupHost />,
      })),
      { path: '*', element: <ContentPopupHost /> },
    ],
    { initialEntries: [routes[0]?.path ?? '/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const popup = () => screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 3_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({
    isLogin: false,
    firstTimeLogin: false,
    authModal: null,
    acShow: false,
    contractRequestShown: false,
  });
  useNoticeStore.setState({ noticeIndex: null });
  gameLaunch.close();
});

describe('ContentPopupHost (spec §4 "Popups")', () => {
  it('shows a visitor the B popup, and closing it keeps it closed for the session', async () => {
    const asked = serveAnnouncements();
    const user = userEvent.setup();
    renderHost();
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'For visitors' })).toBeTruthy();
    expect(asked).toEqual(['B']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('popupClosed:B')).toBe('[1]');
  });

  it('opens again for an announcement published after the popup was closed, showing only it', async () => {
    // Ids of its own: what an earlier test closed stays closed for the page's life.
    const lists = { ...siteLists(), B: [item(11, 'Welcome', 'B')] };
    serveAnnouncements(lists);
    const user = userEvent.setup();
    const { queryClient } = renderHost();
    const first = await popup();
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The operator publishes a second visitor popup; its push event re-reads the lists.
    lists.B.push(item(15, 'Weekend bonus', 'B'));
    await act(() => queryClient.invalidateQueries({ queryKey: ['announcements'] }));
    const second = await popup();
    expect(within(second).getByRole('heading', { name: 'Weekend bonus' })).toBeTruthy();
    expect(within(second).queryByRole('heading', { name: 'Welcome' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(JSON.parse(sessionStorage.getItem('popupClosed:B')!)).toEqual(
      expect.arrayContaining([11, 15]),
    );
  });

  it("waits for a pause in the player's input, so it never lands under a click on its way", async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true });
    renderHost();
    // A member moving towards a game card, then clicking, for two and a half seconds.
    for (let elapsed = 0; elapsed < 2_500; elapsed += 200) {
      window.dispatchEvent(new Event(elapsed % 1_000 === 0 ? 'pointerdown' : 'pointermove'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual(['A']); // loaded meanwhile, ready for the pause
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'For members' })).toBeTruthy();
    // Once open, it stays while the player moves over it.
    window.dispatchEvent(new Event('pointermove'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toBe(dialog);
  });

  it('shows a first login F, then A once F is closed', async () => {
    serveAnnouncements();
    useSessionStore.setState({ isLogin: true, firstTimeLogin: true });
    const user = userEvent.setup();
    renderHost();
    const first = await popup();
    expect(within(first).getByRole('heading', { name: 'First login' })).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    const second = await popup();
    expect(within(second).getByRole('heading', { name: 'For members' })).toBeTruthy();
  });

  it('waits while an identity popup is open, and opens the notice popup on the chosen index', async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true, authModal: { kind: 'login' } });
    renderHost();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);

    useNoticeStore.getState().openNotice(1);
    const notice = await screen.findByRole('dialog', { name: 'Notices' }, { timeout: 3_000 });
    expect(await within(notice).findByRole('heading', { name: 'A notice' })).toBeTruthy();
    expect(asked).toEqual(['all']);
  });

  it('waits on a play page (the lottery) and shows on the next lobby page', async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true });
    const { router } = renderHost([
      { path: '/lottery', routeName: 'lottery' },
      { path: '/rng', routeName: 'rng' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    await router.navigate('/rng');
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'For members' })).toBeTruthy();
  });

  it('waits while a game is open', async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true });
    gameLaunch.listVendor({ vassalage: 'BGS', gameType: 'RNG', name: 'BGS' });
    renderHost([{ path: '/', routeName: 'home' }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    act(() => gameLaunch.close());
    expect(await popup()).toBeTruthy();
  });

  it('waits while the agent centre is open (an agent lands in it at login) and shows once it closes', async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true });
    useSessionStore.getState().openAgentCentre();
    renderHost([{ path: '/agentHome', routeName: 'agentHome' }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    act(() => useSessionStore.getState().setAcShow(false));
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'For members' })).toBeTruthy();
  });

  it("waits while an upline's contract request is on screen and shows once it is answered", async () => {
    const asked = serveAnnouncements();
    useSessionStore.setState({ isLogin: true, contractRequestShown: true });
    renderHost([{ path: '/', routeName: 'home' }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);
    act(() => useSessionStore.getState().setContractRequestShown(false));
    expect(await popup()).toBeTruthy();
  });
});
