import { drawResult, hashServerSeed, type LotteryFamily } from '@openlobby/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/migrate';
import { sqlRows } from '../lib/sql-rows';
import { reconcileLedger } from '../modules/wallet/reconcile';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { runSeed } from '.';
import { seedDemoLottery } from './demo-lottery';

describe.each(testDatabaseKinds())('the lottery demo on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  let seconds = 0;

  beforeAll(async () => {
    const db = database().db;
    await migrateDatabase(database());
    const started = Date.now();
    await runSeed(db, { demoTeam: false });
    seconds = (Date.now() - started) / 1000;
    // A second start (or a second process) seeds nothing more.
    expect(await seedDemoLottery(db)).toBe(false);
  }, 120_000);

  it('gives every game a history of settled draws whose results recompute from their seeds', async () => {
    const rows = await sqlRows<{
      vassalage: string;
      game_code: string;
      family: string;
      settled: number;
      upcoming: number;
    }>(
      database().db,
      sql`SELECT g.vassalage, g.game_code, g.family,
            (SELECT count(*)::integer FROM lottery_draw d WHERE d.vassalage = g.vassalage
              AND d.game_code = g.game_code AND d.status = 'settled') AS settled,
            (SELECT count(*)::integer FROM lottery_draw d WHERE d.vassalage = g.vassalage
              AND d.game_code = g.game_code AND d.status = 'open') AS upcoming
          FROM lottery_game g`,
    );
    expect(rows).toHaveLength(16);
    for (const r of rows) {
      expect(r.settled, `${r.vassalage} ${r.game_code}`).toBeGreaterThanOrEqual(2);
      expect(r.upcoming).toBeGreaterThanOrEqual(31);
    }
    const draws = await sqlRows<{
      family: string;
      seed: string;
      seed_hash: string;
      client_seed: string;
      result: string[] | string;
      draws_at: string;
      drawn_at: string;
    }>(
      database().db,
      sql`SELECT g.family, d.seed, d.seed_hash, d.client_seed, d.result, d.draws_at::text, d.drawn_at::text
          FROM lottery_draw d JOIN lottery_game g USING (vassalage, game_code)
          WHERE d.status = 'settled' ORDER BY d.id LIMIT 60`,
    );
    for (const d of draws) {
      const result = typeof d.result === 'string' ? JSON.parse(d.result) : d.result;
      expect(hashServerSeed(d.seed)).toBe(d.seed_hash);
      expect(drawResult(d.family as LotteryFamily, d.seed, d.client_seed)).toEqual(result);
      expect(new Date(d.drawn_at).getTime()).toBe(new Date(d.draws_at).getTime());
    }
  });

  it('places a few open bets for demo_player through the real placement, the ledger balanced', async () => {
    const [bets] = await sqlRows<{ n: number; stake: string }>(
      database().db,
      sql`SELECT count(*)::integer AS n, coalesce(sum(b.stake), 0)::text AS stake
          FROM lottery_bet b JOIN member m ON m.id = b.member_id
          WHERE m.account_key = 'demo_player' AND b.status = 'open'`,
    );
    expect(bets!.n).toBeGreaterThanOrEqual(4);
    expect(await reconcileLedger(database().db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
    // Quick enough for the first start on PGlite.
    expect(seconds).toBeLessThan(60);
  });
});
