// Test kit of the lottery's suites (never imported by production code).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { LotteryDraw, LotteryGame } from '@openlobby/contract/lottery/schemas';
import { drawResult, hashServerSeed, type LotteryFamily } from '@openlobby/games';

export { changes, serve, type Sent } from '../../test/api-stub';

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
