import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { startLotteryScheduler } from './scheduler';

const counts = async (db: Db) => {
  const [row] = await sqlRows<{ open: number; drawn: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'open')::integer AS open,
          count(*) FILTER (WHERE status IN ('drawn', 'settled'))::integer AS drawn
        FROM lottery_draw`,
  );
  return row!;
};

describe('the lottery draw job', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  beforeAll(async () => {
    // On, every 50 ms, as LOTTERY_TICK_MS turns it on in production.
    app = await buildTestApp(database(), { LOTTERY_TICK_MS: '50' });
  });
  afterAll(async () => app?.close());

  it("creates every game's draws up to the horizon on its own, and draws what is due", async () => {
    await vi.waitFor(
      async () => expect((await counts(app.db)).open).toBeGreaterThanOrEqual(16 * 31),
      {
        timeout: 20_000,
      },
    );
    await app.db.execute(sql`UPDATE lottery_draw SET opens_at = now() - interval '2 minutes',
        closes_at = now() - interval '1 second', draws_at = now() - interval '1 second'
      WHERE id = (SELECT min(id) FROM lottery_draw)`);
    await vi.waitFor(async () => expect((await counts(app.db)).drawn).toBeGreaterThanOrEqual(1), {
      timeout: 10_000,
    });
  });

  it('logs an error and keeps going; stop waits for the running tick', async () => {
    const error = vi.fn();
    const failing = {
      select: () => {
        throw new Error('database gone');
      },
      execute: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const scheduler = startLotteryScheduler({
      db: failing,
      intervalMs: 10,
      log: { error, info: vi.fn(), warn: vi.fn() } as never,
    });
    await vi.waitFor(() => expect(error.mock.calls.length).toBeGreaterThanOrEqual(2));
    await scheduler.stop();
    const calls = error.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(error.mock.calls.length).toBe(calls);
  });
});
