import type { Announcement } from '@openlobby/contract/content/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers what was closed when the page loaded: load it fresh per test.
const load = () => import('./popup-session');

const item = (id: number): Announcement => ({
  id,
  type: 'PL',
  title: `Announcement ${id}`,
  content: '<p>body</p>',
  promotionType: null,
  execution: 'A',
  publishedAt: '2026-11-23T12:00:00.000Z',
});
const loaded = (...ids: number[]) => ({ isPending: false, data: ids.map(item) });
const ids = (shown: { items: Announcement[] } | null) => shown?.items.map((i) => i.id) ?? null;

beforeEach(() => {
  vi.resetModules();
});

describe('popups once per session per announcement (spec §4)', () => {
  it('gives visitors B, members A, and a first login F before A', async () => {
    const { duePopups } = await load();
    expect(duePopups({ isLogin: false, firstTimeLogin: false })).toEqual(['B']);
    expect(duePopups({ isLogin: true, firstTimeLogin: false })).toEqual(['A']);
    expect(duePopups({ isLogin: true, firstTimeLogin: true })).toEqual(['F', 'A']);
  });

  it('shows F first, then A once F is closed; a reload keeps F closed', async () => {
    const { markPopupClosed, popupToShow } = await load();
    const due = ['F', 'A'] as const;
    expect(popupToShow(due, [loaded(3), loaded(2)])).toEqual({ execution: 'F', items: [item(3)] });
    markPopupClosed('F', [3]);
    expect(sessionStorage.getItem('popupClosed:F')).toBe('[3]');
    expect(popupToShow(due, [loaded(3), loaded(2)])?.execution).toBe('A');
    vi.resetModules();
    // A reload in the same tab: still closed.
    expect((await load()).popupToShow(due, [loaded(3), loaded(2)])?.execution).toBe('A');
  });

  it('opens again for an announcement published after the audience was closed, with it alone', async () => {
    const { markPopupClosed, popupToShow } = await load();
    markPopupClosed('A', [2, 4]);
    expect(popupToShow(['A'], [loaded(2, 4)])).toBeNull();
    // The operator publishes announcement 9 for members; the push channel re-reads the list.
    expect(ids(popupToShow(['A'], [loaded(9, 2, 4)]))).toEqual([9]);
    markPopupClosed('A', [9]);
    expect(popupToShow(['A'], [loaded(9, 2, 4)])).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('popupClosed:A')!)).toEqual([2, 4, 9]);
  });

  it('waits for an earlier audience still loading, and skips an empty one', async () => {
    const { popupToShow } = await load();
    expect(popupToShow(['F', 'A'], [{ isPending: true }, loaded(2)])).toBeNull();
    expect(popupToShow(['F', 'A'], [loaded(), loaded(2)])?.execution).toBe('A');
  });

  it('keeps what was closed at load time closed for the page, even when logout clears storage', async () => {
    sessionStorage.setItem('popupClosed:B', '[1]');
    const { popupToShow } = await load();
    sessionStorage.clear();
    expect(popupToShow(['B'], [loaded(1)])).toBeNull();
    vi.resetModules();
    // The next page load after logout: a new session for the visitor.
    expect(ids((await load()).popupToShow(['B'], [loaded(1)]))).toEqual([1]);
  });

  it('reads the flag of a whole audience closed (the earlier build, the e2e set-up) as closed', async () => {
    sessionStorage.setItem('popupClosed:A', '1');
    const { duePopups, markPopupClosed, popupToShow } = await load();
    expect(duePopups({ isLogin: true, firstTimeLogin: true })).toEqual(['F']);
    expect(popupToShow(['A'], [loaded(2)])).toBeNull();
    markPopupClosed('A', [2]);
    expect(sessionStorage.getItem('popupClosed:A')).toBe('1');
  });
});
