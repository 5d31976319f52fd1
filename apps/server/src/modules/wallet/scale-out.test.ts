import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { memberWithBalance, providerClient } from '../../test/wallet-fixtures';
import { readBalance } from './ledger';
import { reconcileLedger } from './reconcile';

const SERVERS = 4;

/**
 * R1: four server processes (the real `main.ts`, each with its own connection pool),
 * listening on their own ports and sharing one PostgreSQL database; 1,000 concurrent
 * 1-unit bets against 600, spread over them. PGlite is single-process, so this runs on
 * PostgreSQL only. An in-process app migrates and seeds first, then stands in for the
 * game provider (game session, signing secret) and reads the books.
 */
describe.skipIf(!inject('testDatabaseUrl'))('R1 across 4 server processes on postgres', () => {
  let testDatabase: TestDatabase;
  let control: App;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    control = await buildTestApp(testDatabase.database);
    servers = await Promise.all(
      Array.from({ length: SERVERS }, () => startServerProcess(testDatabase.url!)),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await control?.close();
    await testDatabase?.dispose();
  });

  it('1,000 concurrent 1-unit bets against 600: exactly 600 succeed, the books balance', async () => {
    const db = control.db;
    const memberId = await memberWithBalance(db, 600);
    const provider = await providerClient(control, 'BGS');
    const { token } = await provider.session(memberId);

    const replies = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        provider.fetchCall(servers[i % SERVERS]!.url, 'bet', {
          token,
          transactionId: `r1-${i}`,
          roundId: `round-${i}`,
          gameCode: 'dice',
          amount: 1,
        }),
      ),
    );
    const accepted = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(600);
    expect(refused).toHaveLength(400);
    for (const r of refused) {
      expect(r.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 0 } });
    }
    // Each accepted bet left a different balance behind: no two saw the same row version.
    const after = accepted.map((r) => (r.body.value as { balance: number }).balance);
    expect(new Set(after).size).toBe(600);
    expect(Math.min(...after)).toBe(0);

    expect(await readBalance(db, memberId)).toBe(0);
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
    // R1 is about correctness; 1,000 bets on one member's row through four processes take
    // 15-25 s on a busy 2-core machine (speed is P6's bench), so 20 s was too tight.
  }, 90_000);
});
