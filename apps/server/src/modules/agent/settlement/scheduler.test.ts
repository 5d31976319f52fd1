import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app';
import type { Db } from '../../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { plainTerms, settlementKit } from '../../../test/settlement-kit';
import { useTestDatabase } from '../../../test/suite';
import { startSettlementScheduler } from './scheduler';

const DAY = 86_400_000;

describe('the settlement scheduler', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  beforeAll(async () => {
    // On, every 50 ms, as AGENT_SETTLEMENT_INTERVAL_MS turns it on in production.
    app = await buildTestApp(database(), { AGENT_SETTLEMENT_INTERVAL_MS: '50' });
  });
  afterAll(async () => app?.close());

  it('pays the due periods on its own, once', async () => {
    const kit = settlementKit(app.db);
    const agent = await kit.member(null, 1);
    const player = await kit.member(agent);
    const today = Math.floor(Date.now() / DAY) * DAY;
    await kit.contract('daily', null, agent, plainTerms(100), new Date(today - 3 * DAY));
    await kit.play(player, new Date(today - 2 * DAY + 3_600_000), 10_000);
    await kit.play(player, new Date(today - DAY + 3_600_000), 20_000);
    await vi.waitFor(async () => expect(await kit.balance(agent)).toBe(300), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await kit.balance(agent)).toBe(300);
  });

  it('logs an error and keeps going', async () => {
    const error = vi.fn();
    const failing = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const scheduler = startSettlementScheduler({
      db: failing,
      intervalMs: 10,
      policy: async () => ({ dividendApprovalAbove: 0 }),
      log: { error, info: vi.fn(), warn: vi.fn() } as never,
    });
    await vi.waitFor(() => expect(error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await scheduler.stop();
    const calls = error.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(error.mock.calls.length).toBe(calls);
  });
});

describe('the settlement scheduler started by hand', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  // No scheduler of the app's own: only the one the test starts pays.
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('pays what is overdue at start, not an interval later', async () => {
    const kit = settlementKit(app.db);
    const agent = await kit.member(null, 1);
    const player = await kit.member(agent);
    const today = Math.floor(Date.now() / DAY) * DAY;
    await kit.contract('hourly', null, agent, plainTerms(100), new Date(today - 3 * DAY));
    await kit.play(player, new Date(today - 2 * DAY + 3_600_000), 10_000);
    const scheduler = startSettlementScheduler({
      db: app.db,
      intervalMs: 3_600_000,
      policy: async () => ({ dividendApprovalAbove: 0 }),
      log: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } as never,
    });
    try {
      await vi.waitFor(async () => expect(await kit.balance(agent)).toBe(100), {
        timeout: 10_000,
      });
    } finally {
      await scheduler.stop();
    }
  });
});
