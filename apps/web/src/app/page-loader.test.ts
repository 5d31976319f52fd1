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

  it('stores a ?token= as the session token and drops it from the URL', () => {
    const result = run('lottery', 'http://localhost/lottery?gameCode=PK10&token=t-123');
    expect(sessionStorage.getItem('token')).toBe('t-123');
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect((result as Response).headers.get('Location')).toBe('/lottery?gameCode=PK10');
    // The redirect is a replace, so the token does not stay in the history either.
    expect((result as Response).headers.get('X-Remix-Replace')).toBe('true');
  });
});
