import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { gameSession } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { memberSession, nodeIdOf } from '../../test/games-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { gameQuotas } from './quotas';

describe.each(testDatabaseKinds())('game launch quota (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  const launch = async (token: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: { authorization: token, 'accept-language': 'en' },
      payload: { nodeId: await nodeIdOf(app, 'BGS', 'dice') },
    });
  const sessionsOf = async (memberId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(gameSession)
        .where(eq(gameSession.memberId, memberId))
    )[0]!.n;

  it('opens 120 game sessions for a member an hour; the next launch opens none', async () => {
    const member = await memberSession(app);
    for (let i = 0; i < gameQuotas.launches.max; i += 1) {
      const res = await launch(member.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await launch(member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await sessionsOf(member.memberId)).toBe(gameQuotas.launches.max);
    const other = await memberSession(app);
    expect((await launch(other.token)).statusCode).toBe(200);
  });
});
