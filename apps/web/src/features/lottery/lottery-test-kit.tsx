// Test kit of the lottery's suites (never imported by production code).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { LotteryDraw, LotteryGame } from '@openlobby/contract/lottery/schemas';
import { drawResult, hashServerSeed, type LotteryFamily } from '@openlobby/games';

/** What the fake server received: method, path, body, and the query's fields. */
export type Sent = { method: string; path: string; body: unknown; query?: Record<string, string> };

type Reply = unknown | ((body: unknown, query: Record<string, string>) => unknown);

/**
 * A stand-in API: GETs answered from `gets` (by path), other methods from `sends` (by
 * `METHOD path`); a value with `errorCode` answers as a failure envelope, a function is
 * called with the body and query. Unknown paths fail like a lost network.
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

/** Renders in a router at `path` with a fresh query client (no retries). */
export function renderLottery(ui: ReactNode, path = '/lottery') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

export const changes = (sent: readonly Sent[]) => sent.filter((s) => s.method !== 'GET');

const at = (ms: number) => new Date(ms).toISOString();

/** A drawn draw whose seed, hash and result agree (as the server publishes them). */
export function drawnDraw(
  family: LotteryFamily,
  over: Partial<LotteryDraw> & { vassalage?: string; gameCode?: string } = {},
): LotteryDraw {
  const vassalage = over.vassalage ?? 'LOTT';
  const gameCode = over.gameCode ?? family;
  const drawNumber = over.drawNumber ?? '20261126-1500';
  const seed = `seed-${drawNumber}`;
  const clientSeed = `${vassalage}:${gameCode}:${drawNumber}`;
  const closes = Date.parse('2026-11-26T15:00:00Z');
  return {
    id: 1,
    vassalage,
    gameCode,
    drawNumber,
    status: 'settled',
    opensAt: at(closes - 300_000),
    closesAt: at(closes),
    drawsAt: at(closes),
    seedHash: hashServerSeed(seed),
    seed,
    clientSeed,
    result: drawResult(family, seed, clientSeed),
    ...over,
  };
}

/** An open draw closing `closesInMs` after `now`. */
export function openDraw(
  now: number,
  closesInMs: number,
  drawNumber = '20261126-1505',
): LotteryDraw {
  return {
    id: 2,
    vassalage: 'LOTT',
    gameCode: 'SSC',
    drawNumber,
    status: 'open',
    opensAt: at(now - 60_000),
    closesAt: at(now + closesInMs),
    drawsAt: at(now + closesInMs),
    seedHash: 'a'.repeat(64),
    seed: null,
    clientSeed: `LOTT:SSC:${drawNumber}`,
    result: null,
  };
}

export function sscGame(over: Partial<LotteryGame> = {}): LotteryGame {
  return {
    vassalage: 'LOTT',
    gameCode: 'SSC',
    family: 'SSC',
    name: 'Time Lottery',
    schedule: { kind: 'interval', seconds: 300 },
    enabled: true,
    currentDraw: null,
    lastDraw: null,
    ...over,
  };
}
