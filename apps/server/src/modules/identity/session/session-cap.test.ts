import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { memberSession } from '../../../test/games-kit';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { LIVE_SESSIONS_PER_MEMBER } from '../quotas';

describe.each(testDatabaseKinds())('live sessions per member (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  const info = (token: string) =>
    app.inject({ url: '/wps/member/info', headers: { authorization: token } });

  it('keeps a member’s 20 newest sessions: a login past that ends the oldest', async () => {
    const { memberId, token: first } = await memberSession(app);
    const tokens = [first];
    for (let i = 0; i < LIVE_SESSIONS_PER_MEMBER; i += 1) {
      const { value } = await app.sessions.create(memberId, { ip: '127.0.0.1', remember: false });
      tokens.push(value.token);
    }
    expect((await info(first)).statusCode).toBe(401);
    for (const token of tokens.slice(1)) expect((await info(token)).statusCode).toBe(200);
    // Another member's sessions are untouched.
    const other = await memberSession(app);
    expect((await info(other.token)).statusCode).toBe(200);
  });
});
