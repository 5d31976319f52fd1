// A stand-in API for component suites (never imported by production code).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * What the fake server received: method, path, the body as sent, and the query string's
 * fields when there are any.
 */
export type Sent = { method: string; path: string; body: unknown; query?: Record<string, string> };

type Reply = unknown | ((body: unknown, query: Record<string, string>) => unknown);

/**
 * Stubs `fetch`: GETs answered from `gets` (by path), other methods from `sends` (by
 * `METHOD path`); a value with `errorCode` answers as a failure envelope, a function is
 * called with the body and the query (so a reply can depend on them or change state).
 * Unknown paths fail like a lost network. Returns every request made.
 */
export function serve(gets: Record<string, Reply>, sends: Record<string, Reply> = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      const query = Object.fromEntries(searchParams);
      sent.push({ method, path: pathname, body, ...(searchParams.size ? { query } : {}) });
      const table = method === 'GET' ? gets : sends;
      const key = method === 'GET' ? pathname : `${method} ${pathname}`;
      if (!(key in table)) throw new TypeError(`Failed to fetch ${key}`);
      const entry = table[key];
      const value =
        typeof entry === 'function'
          ? (entry as (b: unknown, q: Record<string, string>) => unknown)(body, query)
          : entry;
      const failure = value !== null && typeof value === 'object' && 'errorCode' in value;
      return new Response(
        JSON.stringify(failure ? { success: false, ...value } : { success: true, value }),
        { status: failure ? 400 : 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}

/** Renders with a fresh query client (no retries: a failure shows at once). */
export function renderWithClient(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return queryClient;
}

/** The non-GET requests, which change something. */
export const changes = (sent: readonly Sent[]) => sent.filter((s) => s.method !== 'GET');
