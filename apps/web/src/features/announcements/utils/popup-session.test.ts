import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers what was closed when the page loaded: load it fresh per test.
const load = () => import('./popup-session');

beforeEach(() => {
  vi.resetModules();
});

describe('popups once per session per audience (spec §4)', () => {
  it('gives visitors B, members A, and a first login F before A', async () => {
    const { duePopups } = await load();
    expect(duePopups({ isLogin: false, firstTimeLogin: false })).toEqual(['B']);
    expect(duePopups({ isLogin: true, firstTimeLogin: false })).toEqual(['A']);
    expect(duePopups({ isLogin: true, firstTimeLogin: true })).toEqual(['F', 'A']);
  });

  it('keeps a closed audience closed in session storage, the others still due', async () => {
    const { duePopups, markPopupClosed } = await load();
    markPopupClosed('F');
    expect(sessionStorage.getItem('popupClosed:F')).toBe('1');
    expect(duePopups({ isLogin: true, firstTimeLogin: true })).toEqual(['A']);
    vi.resetModules();
    // A reload in the same tab: still closed.
    expect((await load()).duePopups({ isLogin: true, firstTimeLogin: true })).toEqual(['A']);
  });

  it('keeps a popup closed at load time closed for the page, even when logout clears storage', async () => {
    sessionStorage.setItem('popupClosed:B', '1');
    const { duePopups } = await load();
    sessionStorage.clear();
    expect(duePopups({ isLogin: false, firstTimeLogin: false })).toEqual([]);
    vi.resetModules();
    // The next page load after logout: a new session for the visitor.
    expect((await load()).duePopups({ isLogin: false, firstTimeLogin: false })).toEqual(['B']);
  });
});
