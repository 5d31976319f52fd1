import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { pageLoader } from './page-loader';

function run(name: Parameters<typeof pageLoader>[0], url: string): unknown {
  const args = { request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs;
  try {
    return pageLoader(name)(args);
  } catch (thrown) {
    return thrown;
  }
}

describe('page loader', () => {
  it('sends visitors without a token from a login-required route to /login', () => {
    const result = run('pointMall', 'http://localhost/pointMall');
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/login');
  });

  it('lets a visitor with a token through, and never guards public routes', () => {
    expect(run('live', 'http://localhost/live')).toBeNull();
    sessionStorage.setItem('token', 'abc');
    expect(run('vnLottery', 'http://localhost/vnLottery')).toBeNull();
  });

  it('stores the ?token= of a social sign-in this tab started, and drops it from the URL', () => {
    sessionStorage.setItem('signInStarted', '1');
    const result = run('lottery', 'http://localhost/lottery?gameCode=PK10&token=t-123');
    expect(sessionStorage.getItem('token')).toBe('t-123');
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(useSessionStore.getState().pendingHandover).toBeNull();
    // Once: the mark is spent.
    expect(sessionStorage.getItem('signInStarted')).toBeNull();
    expect((result as Response).headers.get('Location')).toBe('/lottery?gameCode=PK10');
    // The redirect is a replace, so the token does not stay in the history either.
    expect((result as Response).headers.get('X-Remix-Replace')).toBe('true');
  });

  it('holds any other ?token= for the member to accept, and the guard waits for the answer', () => {
    sessionStorage.setItem('token', 'mine');
    const result = run('pointMall', 'http://localhost/pointMall?token=theirs');
    expect(sessionStorage.getItem('token')).toBe('mine');
    expect(useSessionStore.getState().pendingHandover).toBe('theirs');
    expect((result as Response).headers.get('Location')).toBe('/pointMall');
    sessionStorage.removeItem('token');
    expect(run('pointMall', 'http://localhost/pointMall')).toBeNull();
    useSessionStore.getState().setPendingHandover(null);
    expect((run('pointMall', 'http://localhost/pointMall') as Response).status).toBe(302);
  });

  it('ignores a ?token= that is already the tab’s session', () => {
    sessionStorage.setItem('token', 'same');
    run('home', 'http://localhost/?token=same');
    expect(useSessionStore.getState().pendingHandover).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('same');
  });
});
