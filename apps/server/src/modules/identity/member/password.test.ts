import { loginValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../../app';
import { member, smsOutbox, verificationCode } from '../../../db/schema';
import { buildTestApp, resetToSeed } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { hashPassword } from './passwords';

let ipSerial = 0;
const freshIp = () => `192.0.2.${(ipSerial += 1)}`;

describe.each(testDatabaseKinds())('passwords and codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let serial = 0;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));

  const loginValue = (res: { json: () => unknown }) =>
    okEnvelopeSchema(loginValueSchema).parse(res.json()).value;
  const info = (token: string) => c.call('GET', '/wps/member/info', undefined, { token });

  /** A member of its own with a mobile number, so tests do not share throttles. */
  async function createMember(password = 'Start#Pass2026') {
    serial += 1;
    const account = `pwtest${serial}`;
    const mobileNum = `1198765${String(serial).padStart(4, '0')}`;
    await app.db.insert(member).values({
      account,
      accountKey: account,
      nickname: account,
      passwordHash: await hashPassword(password),
      mobile: `+55${mobileNum}`,
      email: `${account}@example.com`,
    });
    return {
      account,
      password,
      mobileNum,
      e164: `+55${mobileNum}`,
      email: `${account}@example.com`,
      /** Logins of this member come from here (another IP would be a new-IP login). */
      ip: freshIp(),
    };
  }
  async function sendCode(mobileNum: string, purpose: 'login' | 'resetPassword', ip = freshIp()) {
    return c.call(
      'POST',
      '/wps/verification/sms/noLogin',
      {
        mobileNum,
        countryDialingCode: '+55',
        purpose,
        sliderToken: await c.sliderToken('sms', ip),
      },
      { ip },
    );
  }

  it('changes the password: old sessions die, the reply carries a new one', async () => {
    const m = await createMember();
    const first = await c.login(m.account, m.password, { ip: m.ip });
    expect(first.statusCode, first.body).toBe(200);
    const a = loginValue(first).token;
    const b = loginValue(await c.login(m.account, m.password, { ip: m.ip })).token;
    const body = {
      oldPassword: m.password,
      newPassword: 'Next#Pass2026',
      confirmNewPassword: 'Next#Pass2026',
    };

    const mismatch = await c.e(
      'POST',
      '/wps/member/password',
      { ...body, confirmNewPassword: 'x' },
      { token: a },
    );
    expect(mismatch.json().errorCode).toBe('PASSWORD_MISMATCH');
    const common = await c.e(
      'POST',
      '/wps/member/password',
      { ...body, newPassword: 'Password1', confirmNewPassword: 'Password1' },
      { token: a },
    );
    expect(common.json().errorCode).toBe('PASSWORD_TOO_COMMON');
    const weak = await c.e(
      'POST',
      '/wps/member/password',
      { ...body, newPassword: 'short', confirmNewPassword: 'short' },
      { token: a },
    );
    expect(weak.json()).toMatchObject({
      errorCode: 'FIELD_INVALID',
      value: { field: 'newPassword' },
    });
    const wrongOld = await c.e(
      'POST',
      '/wps/member/password',
      { ...body, oldPassword: 'Wrong#1234' },
      { token: a },
    );
    expect(wrongOld.json().errorCode).toBe('INVALID_CREDENTIALS');
    expect((await info(a)).statusCode).toBe(200);

    const res = await c.e('POST', '/wps/member/password', body, { token: a });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = loginValue(res).token;
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(401);
    expect((await info(fresh)).statusCode).toBe(200);
    expect((await c.login(m.account, m.password, { ip: m.ip })).statusCode).toBe(401);
    expect((await c.login(m.account, 'Next#Pass2026', { ip: m.ip })).statusCode).toBe(200);
  });

  it('lets a session from the default weak password only change it, read the info and log out', async () => {
    const m = await createMember('Aa123456');
    const login = loginValue(await c.login(m.account, m.password, { ip: m.ip }));
    expect(login.mustChangePassword).toBe(true);
    const token = login.token;

    expect((await info(token)).statusCode).toBe(200);
    const refused = [
      await c.call('GET', '/wps/v2/wallets/balance', undefined, { token, language: 'pt' }),
      await c.call('POST', '/wps/member/totp', undefined, { token, language: 'pt' }),
      await c.call('GET', '/wps/v2/withdrawals', undefined, { token, language: 'pt' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Altere sua senha antes de continuar.',
        requestId: expect.any(String),
      });
    }
    // Pages visitors may see stay open; the session counts there as a visitor.
    const lobby = await c.call('GET', '/wps/relay/GCSGAME_hotGamesV2?language=en', undefined, {
      token,
    });
    expect(lobby.statusCode).toBe(200);

    const other = loginValue(await c.login(m.account, m.password, { ip: m.ip })).token;
    expect(
      (await c.call('DELETE', '/wps/session/logout', undefined, { token: other })).statusCode,
    ).toBe(200);

    const changed = await c.e(
      'POST',
      '/wps/member/password',
      {
        oldPassword: m.password,
        newPassword: 'Next#Pass2026',
        confirmNewPassword: 'Next#Pass2026',
      },
      { token, ip: m.ip },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = loginValue(changed);
    expect(fresh.mustChangePassword).toBe(false);
    const balance = await c.call('GET', '/wps/v2/wallets/balance', undefined, {
      token: fresh.token,
    });
    expect(balance.statusCode, balance.body).toBe(200);
  });

  it('mails a temporary password that logs in and forces a change; same answer for no match', async () => {
    const m = await createMember();
    const form = (username: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const miss = await form(m.account, 'someone@example.com');
    const nobody = await form('no_such_user', 'x@example.com');
    const hit = await form(m.account, m.email.toUpperCase());
    for (const res of [miss, nobody, hit])
      expect(res.json()).toEqual({ success: true, value: true });

    const mail = await c.lastMail(m.email);
    const temp = /password is (\S+)\./.exec(mail!.body)?.[1];
    expect(temp).toBeTruthy();
    const login = loginValue(await c.login(m.account, temp!, { ip: m.ip }));
    expect(login.mustChangePassword).toBe(true);
    const balance = await c.call('GET', '/wps/v2/wallets/balance', undefined, {
      token: login.token,
    });
    expect(balance.json()).toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    // The old password still works until the member changes it.
    expect(loginValue(await c.login(m.account, m.password, { ip: m.ip })).mustChangePassword).toBe(
      false,
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&email=b&extra=1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resets by phone with a code and logs in', async () => {
    const m = await createMember();
    expect((await sendCode(m.mobileNum, 'resetPassword')).json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const code = await c.lastSms(m.e164);
    const body = {
      mobileNum: m.mobileNum,
      countryDialingCode: '+55',
      verificationCode: code,
      newPassword: 'Phone#Reset2026',
    };
    const res = await c.e('POST', '/wps/member/password/verification', body, { ip: m.ip });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(loginValue(res).token)).json().value.account).toBe(m.account);
    // Single use.
    const again = await c.e('POST', '/wps/member/password/verification', body);
    expect(again.json().errorCode).toBe('CODE_INVALID');
    expect((await c.login(m.account, 'Phone#Reset2026', { ip: m.ip })).statusCode).toBe(200);
  });

  it('logs in by SMS code; a code allows 5 guesses and expires', async () => {
    const m = await createMember();
    const smsLogin = async (code: string) =>
      c.e(
        'POST',
        '/wps/session/login',
        {
          type: 'sms',
          username: m.mobileNum,
          countryDialingCode: '+55',
          password: code,
          sliderToken: await c.sliderToken('login'),
        },
        { ip: freshIp() },
      );
    await sendCode(m.mobileNum, 'login');
    const code = (await c.lastSms(m.e164))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await smsLogin(wrong)).statusCode).toBe(401);
    // The account's failure limit answers 429 now; lift it to see the code itself is dead.
    expect((await smsLogin(code)).statusCode).toBe(429);
    await app.db.execute(sql`delete from rate_counter where key like 'login-fail:%'`);
    expect((await smsLogin(code)).statusCode).toBe(401);

    await app.db.delete(verificationCode).where(eq(verificationCode.target, m.e164));
    await app.db.execute(sql`delete from rate_counter where key like ${`sms:%${m.e164}`}`);
    await sendCode(m.mobileNum, 'login');
    const second = (await c.lastSms(m.e164))!;
    await app.db
      .update(verificationCode)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(verificationCode.target, m.e164), eq(verificationCode.purpose, 'login')));
    expect((await smsLogin(second)).json().errorCode).toBe('CODE_EXPIRED');

    await app.db.execute(sql`delete from rate_counter where key like ${`sms:%${m.e164}`}`);
    await sendCode(m.mobileNum, 'login');
    const third = (await c.lastSms(m.e164))!;
    const ok = await smsLogin(third);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(loginValue(ok).mustChangePassword).toBe(false);
    expect((await smsLogin(third)).statusCode).toBe(401);
  });

  it('throttles SMS per number and answers unknown numbers like known ones', async () => {
    // The resend window is a fixed clock minute: run five seconds into one, so a minute
    // boundary between the two sends cannot let the second through (seen once on a busy CI).
    const minute = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: minute + 5_000 });
    onTestFinished(() => void vi.useRealTimers());
    const m = await createMember();
    expect((await sendCode(m.mobileNum, 'login')).statusCode).toBe(200);
    const soon = await sendCode(m.mobileNum, 'login');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      errorCode: 'SMS_TOO_MANY_REQUESTS',
      // The resend countdown: the wait is what is left of its minute.
      message: expect.stringMatching(
        /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/,
      ),
    });
    // Another purpose is a new request, not a resend: it goes out within the same minute.
    expect((await sendCode(m.mobileNum, 'resetPassword')).statusCode).toBe(200);
    expect((await sendCode(m.mobileNum, 'resetPassword')).statusCode).toBe(429);
    const unknown = await sendCode('11900001111', 'login');
    expect(unknown.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sent = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+5511900001111'));
    expect(sent).toHaveLength(0);
    const invalid = await sendCode('123', 'login');
    expect(invalid.statusCode).toBe(400);
  });

  it('lists country dialing codes, Brazil first', async () => {
    const res = await c.call('GET', '/wps/system/countryDialingCodes');
    const list = res.json().value as { countryCode: string; dialingCode: string }[];
    expect(list[0]).toEqual({ countryCode: 'BR', dialingCode: '+55' });
    expect(list.find((x) => x.countryCode === 'PT')?.dialingCode).toBe('+351');
    expect(list.length).toBeGreaterThan(200);
  });
});
