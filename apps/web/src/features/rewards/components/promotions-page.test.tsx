import type { PromotionItem, PublicPromotionItem } from '@openlobby/contract/rewards/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { PromotionsPage } from './promotions-page';

const item = (over: Partial<PublicPromotionItem>): PublicPromotionItem => ({
  id: 1,
  promotionType: 'WELCOME',
  title: 'Welcome bonus',
  description: 'Join and claim.',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  rewardAmount: 1000,
  rule: 'instant',
  category: 'welcome',
  // As the API sends it: sanitized by the server (ADR 044).
  rules: '<ul><li>Once per account.</li></ul><img src="x">',
  imageUrl: '/img/promotions/1.svg?language=en',
  status: 'join',
  ...over,
});

const publicList: PublicPromotionItem[] = [
  item({}),
  item({
    id: 2,
    promotionType: 'SLOTS',
    title: 'Slots cashback',
    category: 'slots',
    rule: 'apply',
  }),
  item({ id: 3, promotionType: 'LIVE', title: 'Live cashback', category: 'live', rules: '' }),
  item({ id: 4, promotionType: 'SOON', title: 'Lottery luck', category: 'live', status: 'coming' }),
];

/** The member's own list: the same promotions with the member's statuses. */
function memberList(): PromotionItem[] {
  return publicList.map((p) => ({ ...p, rejectionReason: null }));
}

/** Answers the public read, the member read and the join/claim calls, and records the reads. */
function fakeServer() {
  const state = { member: memberList(), calls: [] as string[] };
  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    state.calls.push(url.pathname);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, number>) : {};
    switch (url.pathname) {
      case '/wps/system/promotions':
        return ok(publicList);
      case '/wps/relay/MCSFE_getPromotionList':
        return ok(state.member);
      case '/wps/v2/wallets/balance':
        return ok({ balance: 0, currency: 'BRL' });
      case '/wps/relay/MCSFE_signUpPromotionJoin': {
        const p = state.member.find((x) => x.id === body.promotionId)!;
        p.status = 'claim';
        return ok(p);
      }
      default:
        throw new TypeError(`Failed to fetch ${url.pathname}`);
    }
  });
  return state;
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/promotions', element: <PromotionsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => useSessionStore.setState({ isLogin: false, isTrial: false, authModal: null }));
afterEach(() => vi.unstubAllGlobals());

describe('PromotionsPage', () => {
  it('shows a visitor every promotion as a card with art, period and status', async () => {
    const server = fakeServer();
    renderPage('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('Open')).toBeTruthy();
    expect(within(welcome).getByText(/2026.*2027|2027/)).toBeTruthy();
    expect(welcome.querySelector('img')?.getAttribute('src')).toBe(
      '/img/promotions/1.svg?language=en',
    );
    const soon = screen.getByRole('article', { name: 'Lottery luck' });
    expect(within(soon).getByText('Coming soon')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    // A visitor never asks for the member's list (it needs a token).
    expect(server.calls).not.toContain('/wps/relay/MCSFE_getPromotionList');
  });

  it('asks for the art of the cards a phone shows first with the page, the rest as they near the screen (P2)', async () => {
    fakeServer();
    renderPage('/promotions');
    await screen.findByRole('article', { name: 'Lottery luck' });
    const art = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(art.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    // Only the first is the page's largest paint, fetched ahead of everything else.
    expect(art.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
  });

  it('has a tab per category that holds promotions, kept in the address', async () => {
    fakeServer();
    const user = userEvent.setup();
    const router = renderPage('/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Welcome', 'Slots', 'Live casino']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Live casino' }));
    const panel = screen.getByRole('tabpanel', { name: 'Live casino' });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('article', { name: 'Live cashback' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Welcome bonus' })).toBeNull();
    expect(router.state.location.search).toBe('?category=live');

    // Arrow keys move between tabs (WAI-ARIA tabs).
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Slots' })).toBe(document.activeElement);
    expect(screen.getByRole('article', { name: 'Slots cashback' })).toBeTruthy();
  });

  it('opens a detail from its card, with the rules sanitized and a way back to the tab', async () => {
    fakeServer();
    const user = userEvent.setup();
    const router = renderPage('/promotions?category=welcome');
    await user.click(await screen.findByRole('link', { name: 'Welcome bonus' }));
    expect(router.state.location.search).toBe('?category=welcome&promotion=WELCOME');
    const detail = await screen.findByRole('article', { name: 'Welcome bonus' });
    const rules = within(detail).getByRole('region', { name: 'Rules' });
    expect(within(rules).getByRole('listitem').textContent).toBe('Once per account.');
    expect(rules.querySelector('[onerror]')).toBeNull();
    expect(within(detail).getByText('R$10.00')).toBeTruthy();
    expect(within(detail).getByText('Reward paid at once.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to promotions' }));
    expect(router.state.location.search).toBe('?category=welcome');
    expect(await screen.findByRole('tab', { name: 'Welcome', selected: true })).toBeTruthy();
  });

  it('opens a detail straight from a link, and says so when the promotion is not there', async () => {
    fakeServer();
    renderPage('/promotions?promotion=LIVE');
    const detail = await screen.findByRole('article', { name: 'Live cashback' });
    expect(within(detail).getByText('No further rules.')).toBeTruthy();

    vi.unstubAllGlobals();
    fakeServer();
    renderPage('/promotions?promotion=VIP');
    expect((await screen.findByRole('alert')).textContent).toBe('This promotion is not available.');
    expect(screen.getAllByRole('link', { name: 'Back to promotions' }).length).toBeGreaterThan(0);
  });

  it('asks a visitor to log in at join, and sends nothing', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage('/promotions?promotion=WELCOME');
    const detail = await screen.findByRole('article', { name: 'Welcome bonus' });
    await user.click(within(detail).getByRole('button', { name: 'Join' }));
    expect(useSessionStore.getState().authModal).toMatchObject({ kind: 'login' });
    expect(server.calls).not.toContain('/wps/relay/MCSFE_signUpPromotionJoin');
  });

  it('lets a member join from the detail, with the reward centre’s action', async () => {
    useSessionStore.setState({ isLogin: true });
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage('/promotions?promotion=WELCOME');
    const detail = await screen.findByRole('article', { name: 'Welcome bonus' });
    await user.click(within(detail).getByRole('button', { name: 'Join' }));
    expect((await within(detail).findByRole('status')).textContent).toBe('You have joined.');
    expect(await within(detail).findByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(within(detail).getByText('Reward ready')).toBeTruthy();
    expect(server.calls).toContain('/wps/relay/MCSFE_getPromotionList');
    expect(server.calls).not.toContain('/wps/system/promotions');
  });
});
