import { loginValueSchema, okEnvelopeSchema, registerSettingsSchema } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app';
import { member } from '../../../db/schema';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';

let ipSerial = 0;
const freshIp = () => `198.51.100.${(ipSerial += 1)}`;

describe.each(testDatabaseKinds())('registration and members on %s', (kind) => {
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

  async function registerBody(overrides: Record<string, unknown> = {}, ip = freshIp()) {
    return {
      username: 'newplayer1',
      password: 'Fresh#Start2026',
      confirmPassword: 'Fresh#Start2026',
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
      ...(await c.captcha(freshIp())),
      sliderToken: await c.sliderToken('register', ip),
      ...overrides,
    };
  }
  const register = async (
    overrides: Record<string, unknown> = {},
    language: 'en' | 'pt' = 'en',
  ) => {
    const ip = freshIp();
    return c.e('PUT', '/wps/member/register', await registerBody(overrides, ip), { ip, language });
  };

  it('serves the field rules and options', async () => {
    const res = await c.call('GET', '/wps/system/setting/register');
    const value = okEnvelopeSchema(registerSettingsSchema).parse(res.json()).value;
    expect(value.rules.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
    });
    expect(value.rules.qqNum.enabled).toBe(false);
    expect(value.minimumAge).toBe(18);
  });

  it('registers by username under an agent and logs in', async () => {
    const res = await register({
      username: 'Alice2026',
      affiliateCode: 'AGENT01',
      email: 'alice@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, firstTimeLogin } = loginValue(res);
    expect(firstTimeLogin).toBe(true);
    const me = (await c.call('GET', '/wps/member/info', undefined, { token })).json().value;
    expect(me).toMatchObject({ account: 'Alice2026', type: 0, email: 'a•••@example.com' });
    const [row] = await app.db.select().from(member).where(eq(member.accountKey, 'alice2026'));
    const [agent] = await app.db.select().from(member).where(eq(member.accountKey, 'demo_agent'));
    expect(row!.parentId).toBe(agent!.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await register({ username: 'alice2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ACCOUNT_EXISTS');
    // Only past the human checks: without them a taken name answers as a free one would.
    for (const unchecked of [
      { captchaId: undefined, captcha: undefined },
      { sliderToken: undefined },
    ]) {
      const probe = (await register({ username: 'alice2026', ...unchecked })).json();
      const free = (await register({ username: 'nobody2026', ...unchecked })).json();
      expect(probe.errorCode).not.toBe('ACCOUNT_EXISTS');
      expect(probe.errorCode).toBe(free.errorCode);
    }
  });

  it('accepts a 64-character password and refuses common ones', async () => {
    const long = 'L' + 'o'.repeat(62) + '9';
    expect(long).toHaveLength(64);
    const ok = await register({ username: 'longpass1', password: long, confirmPassword: long });
    expect(ok.statusCode, ok.body).toBe(200);
    const login = await c.login('longpass1', long, { ip: freshIp() });
    expect(login.statusCode).toBe(200);

    for (const common of ['Password1', 'Qwerty123', 'Aa123456']) {
      const res = await register({
        username: 'commonpw1',
        password: common,
        confirmPassword: common,
      });
      expect(res.statusCode, common).toBe(400);
      expect(res.json().errorCode).toBe('PASSWORD_TOO_COMMON');
    }
  });

  it('answers FIELD_INVALID with the rule message in the caller’s language', async () => {
    const res = await register({ username: '1bad' }, 'pt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'FIELD_INVALID',
      message: 'Algumas informações não são válidas.',
      value: {
        field: 'username',
        message: 'Digite 6-16 letras ou números, começando com uma letra.',
      },
      requestId: expect.any(String),
    });
    const mismatch = await register({ confirmPassword: 'Other#2026x' });
    expect(mismatch.json().value).toEqual({
      field: 'confirmPassword',
      message: 'Incorrect confirmation input',
    });
    const terms = await register({ termsAccepted: false });
    expect(terms.json().value.field).toBe('termsAccepted');
    // C6: the "I am 18 or older" box is its own, refused without it in both languages.
    for (const ageConfirmed of [undefined, false]) {
      const age = await register({ ageConfirmed });
      expect(age.statusCode).toBe(400);
      expect(age.json().value).toEqual({
        field: 'ageConfirmed',
        message: 'You must confirm that you are 18 or older to register',
      });
    }
    const agePt = await register({ ageConfirmed: undefined }, 'pt');
    expect(agePt.json().value.message).toBe(
      'Você precisa confirmar que tem 18 anos ou mais para se cadastrar',
    );
    const payee = await register({ payeeName: 'Single' });
    expect(payee.json().value.field).toBe('payeeName');
    expect(
      await app.db.select().from(member).where(eq(member.accountKey, 'newplayer1')),
    ).toHaveLength(0);
  });

  it('needs the captcha and the slider, and refuses a wrong affiliate code', async () => {
    const noCaptcha = await register({ captchaId: undefined, captcha: undefined });
    expect(noCaptcha.json().errorCode).toBe('CAPTCHA_REQUIRED');
    const wrongCaptcha = await register({ captcha: 'QQQQ' });
    expect(wrongCaptcha.json().errorCode).toBe('CAPTCHA_INVALID');
    const loginSlider = await register({ sliderToken: await c.sliderToken('login') });
    expect(loginSlider.json().errorCode).toBe('SLIDER_FAILED');
    const affiliate = await register({ affiliateCode: 'NOPE99' });
    expect(affiliate.statusCode).toBe(400);
    expect(affiliate.json()).toMatchObject({
      errorCode: 'AFFILIATE_INVALID',
      message: 'Invalid invitation code',
    });
  });

  it('refuses an e-mail address with markup or control characters (issue 12, 8)', async () => {
    for (const [email, errorCode] of [
      ['x@<svg/onload=alert(1)>.com', 'FIELD_INVALID'],
      // Control characters are refused by every text field's schema, with their own message.
      ['ana\u0007@example.com', 'TEXT_CONTROL_CHARACTERS'],
    ]) {
      const res = await register({ email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ errorCode, value: { field: 'email' } });
    }
    const forgot = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'Alice2026', email: 'a@<b>.com' }).toString(),
    });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses malformed registration bodies', async () => {
    const base = await registerBody();
    for (const body of [
      { ...base, username: 12345678 },
      { ...base, email: 'e'.repeat(1000) },
      { ...base, isAdmin: true },
      { ...base, termsAccepted: undefined },
      { ...base, registerMethod: 'APP' },
    ]) {
      const res = await c.e('PUT', '/wps/member/register', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('registers by mobile number with an SMS code', async () => {
    const ip = freshIp();
    const mobile = { mobileNum: '21987654321', countryDialingCode: '+55' };
    const send = await c.call(
      'POST',
      '/wps/verification/sms/register',
      { ...mobile, sliderToken: await c.sliderToken('sms', ip) },
      { ip },
    );
    expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await c.lastSms('+5521987654321');
    expect(code).toMatch(/^\d{6}$/);
    const body = {
      ...mobile,
      password: 'Mobile#2026',
      confirmPassword: 'Mobile#2026',
      termsAccepted: true,
      ageConfirmed: true,
    };
    const wrong = await c.e(
      'PUT',
      '/wps/member/register/mobile',
      { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
      { ip },
    );
    expect(wrong.json().errorCode).toBe('CODE_INVALID');
    // C6 on the mobile variant too: without the 18+ box nothing is created.
    const underAge = await c.e(
      'PUT',
      '/wps/member/register/mobile',
      { ...body, ageConfirmed: undefined, verificationCode: code },
      { ip },
    );
    expect(underAge.statusCode).toBe(400);
    expect(underAge.json().value.field).toBe('ageConfirmed');
    const res = await c.e(
      'PUT',
      '/wps/member/register/mobile',
      { ...body, verificationCode: code },
      { ip },
    );
    expect(res.statusCode, res.body).toBe(200);
    const me = (
      await c.call('GET', '/wps/member/info', undefined, { token: loginValue(res).token })
    ).json().value;
    expect(me).toMatchObject({ account: 'm5521987654321', mobileNum: '+55 •••••••4321' });
    // Whether the number has an account is answered within its SMS limits only: within
    // its resend minute, the countdown; after it, that it is taken.
    const askTaken = async () =>
      c.call(
        'POST',
        '/wps/verification/sms/register',
        { ...mobile, sliderToken: await c.sliderToken('sms', ip) },
        { ip },
      );
    expect((await askTaken()).json().errorCode).toBe('SMS_TOO_MANY_REQUESTS');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await askTaken()).json().errorCode).toBe('ACCOUNT_EXISTS');
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks affiliate codes', async () => {
    const yes = await c.call('GET', '/wps/agent/affiliate?code=AGENT01&domain=localhost');
    expect(yes.json()).toEqual({ success: true, value: { valid: true } });
    const no = await c.call('GET', '/wps/agent/affiliate?code=NOPE');
    expect(no.json()).toEqual({ success: true, value: { valid: false } });
    const bad = await c.call('GET', `/wps/agent/affiliate?code=${'x'.repeat(500)}`);
    expect(bad.statusCode).toBe(400);
  });

  it('tells agents by type in member info', async () => {
    const agent = loginValue(await c.login('demo_agent', 'Agent#2026', { ip: freshIp() }));
    const me = (await c.call('GET', '/wps/member/info', undefined, { token: agent.token })).json()
      .value;
    expect(me.type).toBe(1);
    for (const type of [2, 41, 42]) {
      await app.db.update(member).set({ type }).where(eq(member.accountKey, 'demo_agent'));
      const info = (
        await c.call('GET', '/wps/member/info', undefined, { token: agent.token })
      ).json().value;
      expect(info.type).toBe(type);
    }
    await app.db.update(member).set({ type: 1 }).where(eq(member.accountKey, 'demo_agent'));
  });

  it('lists the development outboxes to the operator only', async () => {
    const denied = await c.call('GET', '/operator/outbox/sms');
    expect(denied.statusCode).toBe(401);
    const res = await app.inject({ url: '/operator/outbox/sms?limit=5', headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().value)).toBe(true);
    const bad = await app.inject({ url: '/operator/outbox/fax', headers: operatorHeaders });
    expect(bad.statusCode).toBe(400);
  });
});
