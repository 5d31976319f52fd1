import { randomUUID } from 'node:crypto';
import { DEMO_START_BALANCE, ROUND_HISTORY_LIMIT } from '@openlobby/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { injectTransport } from '../../lib/post-transport';
import { buildTestApp } from '../../test/build-test-app';
import { onBothDemoStores } from '../../test/demo-store-kit';
import { redisReachable } from '../../test/redis-kit';
import { useTestDatabase } from '../../test/suite';
import { type DemoSessionStore } from '../in-house/demo-session-store';
import { DemoSessions } from '../in-house/demo-sessions';
import { GameSessions } from '../wallet/game-sessions';
import { SandboxProvider } from './service';
import { SeamlessWalletClient } from './wallet-client';

const redisUp = await redisReachable();
const game = { vendor: 'PG', gameCode: 'demo-instances' };

/**
 * The sandbox aggregator's demo spins through two instances, each with its own
 * `DemoSessions` over one store (memory: one process; Redis: two clients, as two processes
 * have): spins sent at once all count, once each.
 */
function demoSpinsAcrossInstances(stores: () => [DemoSessionStore, DemoSessionStore]) {
  const database = useTestDatabase('pglite');
  let app: App;
  let providers: SandboxProvider[];
  beforeAll(async () => {
    app = await buildTestApp(database());
    const wallet = new SeamlessWalletClient({
      transport: injectTransport(app),
      secretFor: async (vendorCode) => (await app.providerSecrets.secretFor(vendorCode))!,
    });
    providers = stores().map(
      (store) =>
        new SandboxProvider({
          db: app.db,
          wallet,
          demos: new DemoSessions(app.db, store),
          gameSessions: new GameSessions(app.db),
          currency: 'BRL',
          catalogue: async () => ({ name: 'Demo', nameEn: 'Demo', namePt: 'Demo', demo: true }),
        }),
    );
  });
  afterAll(async () => app?.close());

  it('counts each of 20 spins sent at once through both once, and both read one purse', async () => {
    const ip = `2001:db8:5a:${randomUUID().slice(0, 4)}::1`;
    const { token } = await providers[0]!.openDemo(game, ip);
    const spins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => providers[i % 2]!.play(token, { ...game, stake: 500 })),
    );
    const paid = spins.reduce((sum, s) => sum + s.round.payout, 0);
    const balance = DEMO_START_BALANCE - 20 * 500 + paid;
    for (const provider of providers) {
      expect(await provider.session(token, game, 'en')).toMatchObject({ demo: true, balance });
    }
    // The history is one chain: each spin began with the balance the one before it left.
    const rounds = await providers[1]!.rounds(token);
    expect(rounds).toHaveLength(ROUND_HISTORY_LIMIT);
    for (const [i, round] of rounds.entries()) {
      const older = rounds[i + 1];
      if (older) expect(round.balanceBefore).toBe(older.balanceAfter);
    }
    expect(rounds[0]!.balanceAfter).toBe(balance);
  });
}

onBothDemoStores('sandbox demo spins through two instances', redisUp, demoSpinsAcrossInstances);
