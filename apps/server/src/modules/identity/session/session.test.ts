import { loginValueSchema, memberInfoSchema, okEnvelopeSchema } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { member, memberSession } from '../../../db/schema';
import { sha256 } from '../../../lib/secure-random';
import { buildTestApp, resetToSeed } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';

let ipSerial = 0;
/** A fresh client address per use, so counters of one test never touch another. */
const freshIp = () => `203.0.113.${(ipSerial += 1)}`;

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));

  const loginValue = (res: { json: () => unknown }) =>
    okEnvelopeSchema(loginValueSchema).parse(res.json()).value;
  const info = (token: string) => c.call('GET', '/wps/member/info', undefined, { token });

  it('logs in by password with a new token each time; the token reads member info', async () => {
    const ip = freshIp();
    const first = await c.login('demo_player', 'Player#2026', { ip });
    expect(first.statusCode, first.body).toBe(200);
    const a = loginValue(first);
    expect(a).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = loginValue(await c.login('DEMO_PLAYER', 'Player#2026', { ip }));
    expect(second.token).not.toBe(a.token);
    expect(second.firstTimeLogin).toBe(false);
    const me = okEnvelopeSchema(memberInfoSchema).parse((await info(a.token)).json()).value;
    expect(me).toMatchObject({
      account: 'demo_player',
      type: 0,
      currencySymbol: 'R$',
      mobileNum: '+55 •••••••5678',
      email: 'p•••@example.com',
      totpEnabled: false,
    });
    // Only the hash of the token is stored.
    const stored = await app.db.select().from(memberSession);
    expect(stored.some((s) => s.tokenHash === a.token)).toBe(false);
    expect(stored.some((s) => s.tokenHash === sha256(a.token))).toBe(true);
  });

  it('refuses non-members and, at the agent login, members — only once the password holds (spec §6)', async () => {
    const ip = freshIp();
    const agent = await c.login('demo_agent', 'Agent#2026', { ip, agentLogin: true });
    expect(agent.statusCode, agent.body).toBe(200);
    const player = await c.login('demo_player', 'Player#2026', { ip, agentLogin: true });
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({
      errorCode: 'AGENT_ONLY',
      message: 'Non-agents cannot log in',
    });
    // A wrong password says nothing about the account's kind.
    const wrong = await c.login('demo_player', 'Wrong#2026', { ip, agentLogin: true });
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS');

    // downline_two has logged in nowhere yet, so no new-address check stands in the way.
    for (const status of ['staff', 'closed']) {
      await app.db.update(member).set({ status }).where(eq(member.accountKey, 'downline_two'));
      const refused = await c.login('downline_two', 'Downline#2026', { ip });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('NON_MEMBER');
    }
    await app.db
      .update(member)
      .set({ status: 'active' })
      .where(eq(member.accountKey, 'downline_two'));
    expect((await c.login('downline_two', 'Downline#2026', { ip })).statusCode).toBe(200);
  });

  it('asks the default weak password to be changed', async () => {
    const value = loginValue(await c.login('weak_player', 'Aa123456', { ip: freshIp() }));
    expect(value.mustChangePassword).toBe(true);
  });

  it('reports an old password as expired', async () => {
    await app.db
      .update(member)
      .set({ passwordChangedAt: sql`now() - interval '91 days'` })
      .where(eq(member.accountKey, 'downline_two'));
    const value = loginValue(await c.login('downline_two', 'Downline#2026', { ip: freshIp() }));
    expect(value.passwordExpired).toBe(true);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await c.login('demo_player', 'Wrong#2026', { ip: freshIp() });
    const unknown = await c.login('nobody_here', 'Wrong#2026', { ip: freshIp() });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // Alike but for each reply's own request id.
    expect(wrong.json()).toEqual({ ...unknown.json(), requestId: wrong.json().requestId });
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Incorrect username or password.',
      value: { captcha: false },
      requestId: expect.any(String),
    });
    const pt = await c.login('nobody_here', 'Wrong#2026', { ip: freshIp(), language: 'pt' });
    expect(pt.json().message).toBe('Usuário ou senha incorretos.');
  });

  it('demands a single-use captcha after 3 failures, then 429 after 5 for the account', async () => {
    const account = 'downline_one';
    const fail = async (extra: object = {}) => {
      const ip = freshIp();
      const sliderToken = await c.sliderToken('login', ip);
      return c.e(
        'POST',
        '/wps/session/login',
        { type: 'username', username: account, password: 'Nope#1', sliderToken, ...extra },
        { ip },
      );
    };
    expect((await fail()).json().value).toEqual({ captcha: false });
    await fail();
    const third = await fail();
    expect(third.json().value).toEqual({ captcha: true });

    const missing = await fail();
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    const wrongCaptcha = await fail({ ...(await c.captcha(freshIp())), captcha: 'ZZZZ9' });
    expect(wrongCaptcha.json().errorCode).toBe('CAPTCHA_INVALID');

    const solved = await c.captcha(freshIp());
    expect((await fail(solved)).json().errorCode).toBe('INVALID_CREDENTIALS');
    // The same captcha cannot be used twice.
    expect((await fail(solved)).json().errorCode).toBe('CAPTCHA_INVALID');
    await fail(await c.captcha(freshIp()));
    // Five failures for the account in the window: even the right password is refused now.
    const limited = await c.login(account, 'Downline#2026', {
      ip: freshIp(),
      ...(await c.captcha(freshIp())),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
  });

  it('lets no more than 5 concurrent wrong guesses through for one account', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const ip = freshIp();
        return {
          ip,
          sliderToken: await c.sliderToken('login', ip),
          captcha: await c.captcha(freshIp()),
        };
      }),
    );
    const replies = await Promise.all(
      attempts.map(({ ip, sliderToken, captcha }) =>
        c.e(
          'POST',
          '/wps/session/login',
          {
            type: 'username',
            username: 'weak_player',
            password: 'Guess#1',
            sliderToken,
            ...captcha,
          },
          { ip },
        ),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 401)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(5);
  });

  it('stops an IP spraying many usernames after 20 failures', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const captcha = i >= 3 ? await c.captcha(freshIp()) : {};
      const sliderToken = await c.sliderToken('login', ip);
      const res = await c.e(
        'POST',
        '/wps/session/login',
        { type: 'username', username: `spray${i}`, password: 'Guess#123', sliderToken, ...captcha },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const next = await c.login('demo_agent', 'Agent#2026', { ip });
    expect(next.statusCode).toBe(429);
  });

  it('accepts a slider token once, only for its channel, and only for a human-like trail', async () => {
    const ip = freshIp();
    const body = (sliderToken: string) => ({
      type: 'username',
      username: 'demo_agent',
      password: 'Agent#2026',
      sliderToken,
    });
    const smsToken = await c.sliderToken('sms', ip);
    const other = await c.e('POST', '/wps/session/login', body(smsToken), { ip });
    expect(other.json().errorCode).toBe('SLIDER_FAILED');

    const token = await c.sliderToken('login', ip);
    expect((await c.e('POST', '/wps/session/login', body(token), { ip })).statusCode).toBe(200);
    const again = await c.e('POST', '/wps/session/login', body(token), { ip });
    expect(again.json().errorCode).toBe('SLIDER_FAILED');

    const challenge = (await c.call('GET', '/wps/verification/slider?channel=login')).json().value;
    const robot = await c.call('POST', '/wps/verification/slider', {
      challengeId: challenge.challengeId,
      x: 100,
      trail: [
        { x: 0, t: 0 },
        { x: 100, t: 1 },
      ],
    });
    expect(robot.statusCode).toBe(400);
    expect(robot.json()).toMatchObject({ errorCode: 'SLIDER_FAILED' });
    expect(challenge.background).toMatch(/^data:image\/png;base64,/);
  });

  it('ends a session at logout, after idling, and at its absolute lifetime', async () => {
    const ip = freshIp();
    const a = loginValue(await c.login('demo_agent', 'Agent#2026', { ip })).token;
    const b = loginValue(await c.login('demo_agent', 'Agent#2026', { ip })).token;
    const d = loginValue(await c.login('demo_agent', 'Agent#2026', { ip })).token;
    expect((await info(a)).statusCode).toBe(200);

    const out = await c.call('DELETE', '/wps/session/logout', undefined, { token: a });
    expect(out.json()).toEqual({ success: true, value: true });
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(a)).json().errorCode).toBe('UNAUTHORIZED');

    await app.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(memberSession.tokenHash, sha256(b)));
    expect((await info(b)).statusCode).toBe(401);

    await app.db
      .update(memberSession)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(memberSession.tokenHash, sha256(d)));
    expect((await info(d)).statusCode).toBe(401);
  });

  it('keeps a session alive while it is used within the idle time', async () => {
    const token = loginValue(await c.login('demo_agent', 'Agent#2026', { ip: freshIp() })).token;
    await app.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(memberSession.tokenHash, sha256(token)));
    expect((await info(token)).statusCode).toBe(200);
    await app.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(memberSession.tokenHash, sha256(token)));
    expect((await info(token)).statusCode).toBe(200);
  });

  it('slides the idle timer at most every 30 s, so most requests only read', async () => {
    const token = loginValue(await c.login('demo_agent', 'Agent#2026', { ip: freshIp() })).token;
    const seen = async () => {
      const [row] = await app.db
        .select({ at: memberSession.lastSeenAt })
        .from(memberSession)
        .where(eq(memberSession.tokenHash, sha256(token)));
      return row!.at.getTime();
    };
    await app.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '10 seconds'` })
      .where(eq(memberSession.tokenHash, sha256(token)));
    const before = await seen();
    expect((await info(token)).statusCode).toBe(200);
    expect(await seen()).toBe(before);
    await app.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '31 seconds'` })
      .where(eq(memberSession.tokenHash, sha256(token)));
    expect((await info(token)).statusCode).toBe(200);
    expect(await seen()).toBeGreaterThan(before);
  });

  it('refuses unknown and malformed tokens', async () => {
    for (const token of ['x'.repeat(43), 'not a token', 'Bearer ' + 'a'.repeat(500)]) {
      expect((await info(token)).statusCode).toBe(401);
    }
    expect((await c.call('GET', '/wps/member/info')).statusCode).toBe(401);
  });

  it('remembers with an HttpOnly cookie that logs in once and rotates', async () => {
    const ip = freshIp();
    const res = await c.login('demo_agent', 'Agent#2026', { ip, remember: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^ol_remember=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0]!;

    const again = await c.call(
      'POST',
      '/wps/session/login/remembered',
      { username: 'demo_agent' },
      { ip, cookie },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(loginValue(again).token).toBeTruthy();
    const rotated = String(again.headers['set-cookie']).split(';')[0]!;
    expect(rotated).not.toBe(cookie);

    const reused = await c.call(
      'POST',
      '/wps/session/login/remembered',
      { username: 'demo_agent' },
      { ip, cookie },
    );
    expect(reused.statusCode).toBe(401);
    const wrongUser = await c.call(
      'POST',
      '/wps/session/login/remembered',
      { username: 'demo_player' },
      { ip, cookie: rotated },
    );
    expect(wrongUser.statusCode).toBe(401);
  });

  it('free play makes a trial member that cannot change a password', async () => {
    const res = await c.call('POST', '/wps/session/login/freeplay', undefined, { ip: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    const { token, firstTimeLogin } = loginValue(res);
    expect(firstTimeLogin).toBe(true);
    const me = (await info(token)).json().value;
    expect(me.type).toBe(4);
    expect(me.account).toMatch(/^trial_[0-9a-f]{10}$/);
    const change = await c.e(
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: 'Brand#New2026', confirmNewPassword: 'Brand#New2026' },
      { token },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    const login = await c.login(me.account, '', { ip: freshIp() });
    expect(login.statusCode).toBe(400);
  });

  it('refuses bad login bodies with 400 and changes nothing', async () => {
    const ip = freshIp();
    const sliderToken = await c.sliderToken('login', ip);
    const good = { type: 'username', username: 'demo_agent', password: 'Agent#2026', sliderToken };
    const bad: unknown[] = [
      { ...good, username: 42 },
      { ...good, password: 'x'.repeat(10_000) },
      { ...good, username: 'u'.repeat(5000) },
      { ...good, admin: true },
      { type: 'username', username: 'demo_agent' },
      { ...good, type: 'email' },
      [],
      'text',
    ];
    for (const body of bad) {
      const res = await c.e('POST', '/wps/session/login', body, { ip });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    const plain = await c.call('POST', '/wps/session/login', good, { ip });
    expect(plain.json().errorCode).toBe('ENCRYPTION_REQUIRED');
    // The slider token was not spent by any of them.
    expect((await c.e('POST', '/wps/session/login', good, { ip })).statusCode).toBe(200);
  });
});
