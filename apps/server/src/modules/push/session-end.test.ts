import { accountPaths, agentPaths, identityPaths } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { identityClient } from '../../test/identity-client';
import { openPushStream, type PushStream } from '../../test/push-client';
import { listen } from '../../test/support-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { hashPassword, insertMember } from '../identity';

/** Well under a second, and far below the periodic check, set to 5 minutes here. */
const AT_ONCE_MS = 800;

/**
 * A session's end closes its streams at once (migration 0037's NOTIFY, session-end.ts):
 * the periodic check runs every 5 minutes in these tests, so only the notice can pass.
 */
describe.each(testDatabaseKinds())('push streams of an ended session on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let baseUrl: string;
  const streams: PushStream[] = [];
  beforeAll(async () => {
    app = await buildTestApp(database(), { PUSH_SESSION_CHECK_MS: '300000' });
    baseUrl = await listen(app);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await app?.close();
  });

  let serial = 0;
  const PASSWORD = 'Stream#Pass2026';
  /** A member with a password and `n` sessions. */
  const member = async (n: number) => {
    const account = `se${process.pid}${Date.now().toString(36)}${(serial += 1)}`;
    const created = await insertMember(app.db, {
      account,
      accountKey: account,
      nickname: account,
      type: 0,
      passwordHash: await hashPassword(PASSWORD),
    });
    const tokens: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const session = await app.sessions.create(created!.id, { ip: '127.0.0.1', remember: false });
      tokens.push(session.value.token);
    }
    return { memberId: created!.id, tokens };
  };
  const ready = async (token: string) => {
    const stream = await openPushStream(baseUrl, token);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  };
  /** The `close` message, and how long after `since` it came. */
  const closing = async (stream: PushStream, since: number) => {
    const message = await stream.next(3000);
    return { message, ms: Date.now() - since };
  };

  it('closes the stream of a session that logs out within a second, with reason session', async () => {
    const { tokens } = await member(1);
    const stream = await ready(tokens[0]!);
    const since = Date.now();
    const res = await app.inject({
      method: 'DELETE',
      url: identityPaths.logout,
      headers: { authorization: tokens[0]! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, ms } = await closing(stream, since);
    expect(message).toMatchObject({ event: 'close', data: { reason: 'session' } });
    expect(ms).toBeLessThan(AT_ONCE_MS);
    await expect(stream.next(1000)).rejects.toThrow('stream ended');
  });

  it('"log out my other sessions" closes their streams at once and keeps the caller\'s open', async () => {
    const { tokens } = await member(3);
    const [mine, ...others] = await Promise.all(tokens.map(ready));
    const since = Date.now();
    const res = await app.inject({
      method: 'DELETE',
      url: accountPaths.sessions,
      headers: { authorization: tokens[0]! },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ ended: 2 });
    for (const stream of others) {
      const { message, ms } = await closing(stream, since);
      expect(message).toMatchObject({ event: 'close', data: { reason: 'session' } });
      expect(ms).toBeLessThan(AT_ONCE_MS);
    }
    // Only the member is named in the notice: the live session's stream is re-checked, kept.
    expect(await mine!.drain(300)).toEqual([]);
    expect(mine!.ended).toBe(false);
  });

  it('a password change closes every stream of the old sessions at once', async () => {
    const { tokens } = await member(2);
    const opened = await Promise.all(tokens.map(ready));
    const since = Date.now();
    const res = await identityClient(app).e(
      'POST',
      identityPaths.changePassword,
      { oldPassword: PASSWORD, newPassword: 'Next#Pass2026', confirmNewPassword: 'Next#Pass2026' },
      { token: tokens[0]! },
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const stream of opened) {
      const { message, ms } = await closing(stream, since);
      expect(message).toMatchObject({ event: 'close', data: { reason: 'session' } });
      expect(ms).toBeLessThan(AT_ONCE_MS);
    }
    // The tab follows its new token: a stream on it stays open.
    const fresh = await ready(res.json().value.token as string);
    expect(await fresh.drain(300)).toEqual([]);
  });

  it("the operator closing an account ends its streams at once, and not another member's", async () => {
    const closed = await member(1);
    const bystander = await member(1);
    const stream = await ready(closed.tokens[0]!);
    const untouched = await ready(bystander.tokens[0]!);
    const since = Date.now();
    const res = await app.inject({
      method: 'PUT',
      url: agentPaths.operatorMemberStatus.replace(':id', String(closed.memberId)),
      headers: operatorHeaders,
      payload: { status: 'closed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, ms } = await closing(stream, since);
    expect(message).toMatchObject({ event: 'close', data: { reason: 'session' } });
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(await untouched.drain(300)).toEqual([]);
  });
});
