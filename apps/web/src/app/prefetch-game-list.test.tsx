import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamePaths } from '@openlobby/contract/games/paths';
import { App } from './app';
import { createAppRoutes } from './routes';

afterEach(() => vi.unstubAllGlobals());

/** Renders the app at `path` while the start-up status call never answers. */
function renderWithStatusPending(path: string) {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      requested.push(new URL(String(input), 'http://localhost'));
      return new Promise<Response>(() => {});
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  render(<App router={router} queryClient={queryClient} />);
  return requested.filter((url) => url.pathname === gamePaths.gameList);
}

describe('game list pages start their first page beside the status call', () => {
  it('asks for the slots list with the address’s filters before the status gate opens', async () => {
    const lists = renderWithStatusPending('/rng?vassalage=pg&gameClassify=jp');
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    const query = lists[0]!.searchParams;
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('vassalage')).toBe('PG');
    expect(query.get('gameClassify')).toBe('JP');
    expect(query.get('pageNo')).toBe('1');
  });

  it('does not ask on pages that are not game lists', async () => {
    const lists = renderWithStatusPending('/promotions');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists).toHaveLength(0);
  });
});
