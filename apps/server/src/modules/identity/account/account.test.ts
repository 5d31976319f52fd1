import { PNG } from 'pngjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app';
import { member, memberLogin } from '../../../db/schema';
import { buildTestApp, operatorHeaders } from '../../../test/build-test-app';
import { identityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { memberWithBalance } from '../../../test/wallet-fixtures';
import { hashPassword } from '../member/passwords';

const PASSWORD = 'Account#2026';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';

/** A w × h PNG filled with one colour (pngjs, test only). */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = 200;
    image.data[i + 1] = 40;
    image.data[i + 2] = 90;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

/** A multipart form with one file part, as a browser sends it. */
function form(field: string, data: Buffer, filename = 'me.png', type = 'image/png') {
  const boundary = '----openlobbytest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDatabaseKinds())('my account on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: ReturnType<typeof identityClient>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());

  /** A member with a login password and a live session opened from a named browser. */
  async function newMember() {
    const id = await memberWithBalance(app.db, 0);
    await app.db
      .update(member)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(member.id, id));
    const session = await app.sessions.create(id, {
      ip: '203.0.113.7',
      remember: false,
      userAgent: UA,
    });
    return { id, token: session.value.token };
  }
  type Who = { token: string };
  const get = (who: Who, url: string, language: 'en' | 'pt' = 'en') =>
    c.call('GET', url, undefined, { token: who.token, language });
  const put = (who: Who, url: string, body: unknown, language: 'en' | 'pt' = 'en') =>
    c.call('PUT', url, body, { token: who.token, language });
  const profileOf = async (who: Who) =>
    Object.fromEntries(
      (
        (await get(who, '/wps/member/account')).json().value.profile as {
          field: string;
          value: string | null;
          locked: boolean;
        }[]
      ).map((e) => [e.field, { value: e.value, locked: e.locked }]),
    );
  const upload = (who: Who, data: Buffer, field = 'icon') => {
    const body = form(field, data);
    return app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { authorization: who.token, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('edits the profile under the rules; an under-21 birthday and bad input change nothing', async () => {
    const who = await newMember();
    const before = await profileOf(who);
    expect(before.birthday).toEqual({ value: null, locked: false });
    expect(before.zalo).toBeUndefined(); // off by default: not shown

    const today = new Date();
    const young = `${today.getUTCFullYear() - 20}-01-01`;
    const refusals: [unknown, 'en' | 'pt', number, string, string?][] = [
      [
        { nickname: 'Lucky', birthday: young },
        'pt',
        400,
        'FIELD_INVALID',
        'Você precisa ter 21 anos ou mais.',
      ],
      [{ birthday: young }, 'en', 400, 'FIELD_INVALID', 'You must be 21 or older.'],
      [
        { birthday: '1990-02-30' },
        'en',
        400,
        'FIELD_INVALID',
        'Enter a date as yyyy-MM-dd or MM-dd-yyyy.',
      ],
      [{ birthday: '1850-01-01' }, 'en', 400, 'FIELD_INVALID', 'Enter a real date of birth.'],
      [{ nickname: 'x'.repeat(21) }, 'en', 400, 'FIELD_INVALID', 'Enter 2-20 characters.'],
      [{ address: 'x'.repeat(257) }, 'pt', 400, 'VALIDATION_FAILED'],
      [{ zalo: '12345678' }, 'en', 400, 'VALIDATION_FAILED'],
      [{ nickname: '' }, 'en', 400, 'FIELD_INVALID', 'Input cannot be empty'],
      [{ fullName: 'Maria\u0000 Silva' }, 'en', 400, 'TEXT_CONTROL_CHARACTERS'],
      // A name shown to the member's agent: nothing that reorders it or leaves it blank.
      [{ nickname: 'demo\u202eplayer' }, 'en', 400, 'TEXT_CONTROL_CHARACTERS'],
      [
        { nickname: '\u200b\u200b\u200b\u200b' },
        'pt',
        400,
        'FIELD_INVALID',
        'Digite 2-20 caracteres.',
      ],
    ];
    for (const [body, language, status, code, message] of refusals) {
      const res = await put(who, '/wps/member/account/profile', body, language);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errorCode).toBe(code);
      if (message) expect(res.json().value.message).toBe(message);
    }
    expect(await profileOf(who)).toEqual(before);

    const res = await put(who, '/wps/member/account/profile', {
      nickname: ' Lucky Star ',
      fullName: 'Maria da Silva',
      birthday: '03-15-1990',
      telegram: '@maria',
    });
    expect(res.statusCode).toBe(200);
    const after = await profileOf(who);
    expect(after.nickname).toEqual({ value: 'Lucky Star', locked: false });
    expect(after.birthday).toEqual({ value: '1990-03-15', locked: true });
    expect(after.fullName).toEqual({ value: 'Maria da Silva', locked: true });
    expect((await get(who, '/wps/member/info')).json().value.nickname).toBe('Lucky Star');

    // KYC: once set, the name and birthday stay; sending them back unchanged is fine.
    const locked = await put(who, '/wps/member/account/profile', { birthday: '1991-01-01' }, 'pt');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorCode).toBe('PROFILE_FIELD_LOCKED');
    expect(locked.json().message).toMatch(/não pode mais ser alterado/);
    const same = await put(who, '/wps/member/account/profile', {
      birthday: '1990-03-15',
      fullName: 'Maria da Silva',
      telegram: '',
    });
    expect(same.statusCode).toBe(200);
    expect((await profileOf(who)).telegram).toEqual({ value: null, locked: false });
  });

  it('sets the icon from an avatar or a PNG re-encoded by the server; non-images change nothing', async () => {
    const who = await newMember();
    const icon = await get(who, '/wps/member/info/icon');
    expect(icon.json().value.iconUrl).toBeNull();
    expect(icon.json().value.avatars).toHaveLength(8);

    const picked = await put(who, '/wps/member/info/icon', { avatar: 3 });
    expect(picked.json().value.iconUrl).toBe('/wps/member/avatars/3');
    const avatar = await app.inject({ url: '/wps/member/avatars/3' });
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');
    expect(avatar.body).toMatch(/^<svg /);
    expect((await put(who, '/wps/member/info/icon', { avatar: 9 })).statusCode).toBe(400);

    const uploaded = await upload(who, png(300, 200));
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().value.iconUrl as string;
    expect(url).toMatch(/^\/wps\/member\/icons\/[A-Za-z0-9_-]{22}$/);
    expect((await get(who, '/wps/member/info')).json().value.iconUrl).toBe(url);
    const served = await app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const decoded = PNG.sync.read(served.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([256, 256]);
    expect(decoded.data.subarray(0, 4)).toEqual(Buffer.from([200, 40, 90, 255]));

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const header = png(10, 10);
    // A PNG signature whose IHDR declares 5000 × 5000 pixels.
    const huge = Buffer.from(header);
    huge.writeUInt32BE(5000, 16);
    huge.writeUInt32BE(5000, 20);
    const broken = Buffer.concat([header.subarray(0, 33), Buffer.alloc(64, 7)]);
    const big = Buffer.concat([png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const cases: [Buffer, number, string][] = [
      [html, 400, 'ICON_NOT_IMAGE'],
      [huge, 413, 'ICON_TOO_LARGE'],
      [broken, 400, 'ICON_NOT_IMAGE'],
      [big, 413, 'ICON_TOO_LARGE'],
    ];
    for (const [data, status, code] of cases) {
      const res = await upload(who, data);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().errorCode).toBe(code);
    }
    expect((await upload(who, png(10, 10), 'other')).json().errorCode).toBe('VALIDATION_FAILED');
    expect((await get(who, '/wps/member/info')).json().value.iconUrl).toBe(url);
    expect((await app.inject({ url: '/wps/member/icons/' + 'A'.repeat(22) })).statusCode).toBe(404);
  });

  it('sets the payment password with the login password and changes it with the old one', async () => {
    const who = await newMember();
    const path = '/wps/member/account/payment-password';
    const set = (body: object, language: 'en' | 'pt' = 'en') =>
      c.e('PUT', path, body, { token: who.token, language });
    const stored = async () =>
      (await app.db.select().from(member).where(eq(member.id, who.id)))[0]!.paymentPasswordHash;

    const plain = await c.call(
      'PUT',
      path,
      { proof: PASSWORD, newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: who.token },
    );
    expect(plain.json().errorCode).toBe('ENCRYPTION_REQUIRED');
    const wrong = await set(
      { proof: 'Wrong#2026', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
      'pt',
    );
    expect(wrong.json().errorCode).toBe('STEP_UP_FAILED');
    const format = await set({
      proof: PASSWORD,
      newPaymentPassword: '12ab56',
      confirmPaymentPassword: '12ab56',
    });
    expect(format.json()).toMatchObject({
      errorCode: 'FIELD_INVALID',
      value: { field: 'newPaymentPassword', message: 'Enter 6 digits.' },
    });
    const mismatch = await set({
      proof: PASSWORD,
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135791',
    });
    expect(mismatch.json().errorCode).toBe('PASSWORD_MISMATCH');
    expect(await stored()).toBeNull();

    const ok = await set({
      proof: PASSWORD,
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.hasPaymentPassword).toBe(true);
    const first = await stored();

    // A change needs the old payment password; the login password is not enough.
    const change = { newPaymentPassword: '246801', confirmPaymentPassword: '246801' };
    expect((await set({ ...change, proof: PASSWORD })).json().value.field).toBe(
      'oldPaymentPassword',
    );
    expect((await set({ ...change, oldPaymentPassword: '000000' })).json().errorCode).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    expect(await stored()).toBe(first);
    expect((await set({ ...change, oldPaymentPassword: '135790' })).statusCode).toBe(200);
    expect(await stored()).not.toBe(first);
  });

  it('lists live sessions and logins, ends one, ends the others; another member’s is refused', async () => {
    const who = await newMember();
    const other = await app.sessions.create(who.id, { ip: '198.51.100.9', remember: false });
    const stranger = await newMember();

    const listed = (await get(who, '/wps/member/account/sessions')).json().value as {
      sessions: { id: number; ip: string; userAgent: string | null; current: boolean }[];
      logins: { ip: string; userAgent: string | null }[];
    };
    expect(listed.sessions.map((s) => [s.ip, s.current])).toEqual([
      ['198.51.100.9', false],
      ['203.0.113.7', true],
    ]);
    expect(listed.sessions[1]!.userAgent).toBe(UA);
    expect(listed.logins.map((l) => l.ip)).toEqual(['198.51.100.9', '203.0.113.7']);
    expect(listed.logins[1]!.userAgent).toBe(UA);

    // The stranger cannot end this member's session, by id or otherwise.
    const theirs = listed.sessions[0]!.id;
    const refused = await c.call('DELETE', `/wps/member/account/sessions/${theirs}`, undefined, {
      token: stranger.token,
      language: 'pt',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      errorCode: 'SESSION_NOT_FOUND',
      message: 'Essa sessão não existe ou já foi encerrada.',
    });
    expect((await get({ token: other.value.token }, '/wps/member/info')).statusCode).toBe(200);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await c.call('DELETE', `/wps/member/account/sessions/${bad}`, undefined, {
        token: who.token,
      });
      expect(res.statusCode, bad).toBe(400);
    }

    const one = await c.call('DELETE', `/wps/member/account/sessions/${theirs}`, undefined, {
      token: who.token,
    });
    expect(one.json().value.sessions).toHaveLength(1);
    expect((await get({ token: other.value.token }, '/wps/member/info')).statusCode).toBe(401);

    const third = await app.sessions.create(who.id, { ip: '198.51.100.10', remember: true });
    const ended = await c.call('DELETE', '/wps/member/account/sessions', undefined, {
      token: who.token,
    });
    expect(ended.json().value).toEqual({ ended: 1 });
    expect((await get({ token: third.value.token }, '/wps/member/info')).statusCode).toBe(401);
    expect((await get(who, '/wps/member/info')).statusCode).toBe(200);
    expect((await get(stranger, '/wps/member/info')).statusCode).toBe(200);
  });

  it('binds a phone and an e-mail with their codes and the password; wrong ones change nothing', async () => {
    const who = await newMember();
    const stranger = await newMember();
    const mobile = `119${String(who.id).padStart(8, '0')}`.slice(0, 11);
    const e164 = `+55${mobile}`;
    const send = (body: object, as: Who = who) =>
      c.call('POST', '/wps/member/account/contact/code', body, { token: as.token });
    const bind = (body: object, language: 'en' | 'pt' = 'en') =>
      c.e('PUT', '/wps/member/account/contact', body, { token: who.token, language });
    const row = async () => (await app.db.select().from(member).where(eq(member.id, who.id)))[0]!;

    const badPhone = await send({
      channel: 'mobile',
      countryDialingCode: '+55',
      mobileNum: '1234',
    });
    expect(badPhone.json()).toMatchObject({
      errorCode: 'FIELD_INVALID',
      value: { field: 'mobileNum', message: 'Phone number format is incorrect' },
    });
    const phone = { channel: 'mobile', countryDialingCode: '+55', mobileNum: mobile };
    expect((await send(phone)).statusCode).toBe(200);
    const code = (await c.lastSms(e164))!;
    expect(code).toMatch(/^\d{6}$/);
    const again = await send(phone);
    expect(again.json().errorCode).toBe('SMS_TOO_MANY_REQUESTS');

    const wrongProof = await bind({ ...phone, code, proof: 'Wrong#2026' }, 'pt');
    expect(wrongProof.json().errorCode).toBe('STEP_UP_FAILED');
    const wrongCode = await bind({
      ...phone,
      code: code === '000000' ? '111111' : '000000',
      proof: PASSWORD,
    });
    expect(wrongCode.json().errorCode).toBe('CODE_INVALID');
    expect((await row()).mobile).toBeNull();
    const plain = await c.call(
      'PUT',
      '/wps/member/account/contact',
      { ...phone, code, proof: PASSWORD },
      { token: who.token },
    );
    expect(plain.json().errorCode).toBe('ENCRYPTION_REQUIRED');

    const bound = await bind({ ...phone, code, proof: PASSWORD });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value.mobileNum).toMatch(/^\+55 •+\d{4}$/);
    expect((await row()).mobile).toBe(e164);
    // The number is this account's now: another member cannot even ask a code for it. That
    // answer comes only within the number's SMS limits (its resend minute first), so it
    // cannot be asked of a list of numbers.
    expect((await send(phone, stranger)).json().errorCode).toBe('SMS_TOO_MANY_REQUESTS');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await send(phone, stranger)).json().errorCode).toBe('ACCOUNT_EXISTS');
    } finally {
      vi.useRealTimers();
    }

    const email = { channel: 'email', email: ` Player.${who.id}@Example.com ` };
    expect((await send({ channel: 'email', email: 'not-an-address' })).json().value.field).toBe(
      'email',
    );
    expect((await send(email)).statusCode).toBe(200);
    const address = `player.${who.id}@example.com`;
    const mail = await c.lastMail(address);
    const mailed = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect((await bind({ ...email, code: mailed, proof: PASSWORD })).statusCode).toBe(200);
    expect((await row()).email).toBe(address);
  });

  it('follows the operator’s profile rules: shown, required, editable', async () => {
    const who = await newMember();
    const patch = (body: object) =>
      app.inject({
        method: 'PATCH',
        url: '/operator/profile-rules',
        headers: operatorHeaders,
        payload: body,
      });
    expect((await patch({ field: 'zalo', enabled: true })).statusCode).toBe(200);
    expect((await patch({ field: 'nickname', editable: false })).statusCode).toBe(200);
    expect((await patch({ field: 'nosuch', enabled: true })).statusCode).toBe(400);
    try {
      const profile = await profileOf(who);
      expect(profile.zalo).toEqual({ value: null, locked: false });
      expect(profile.nickname!.locked).toBe(true);
      const zalo = await put(who, '/wps/member/account/profile', { zalo: '84912345678' });
      expect(zalo.statusCode).toBe(200);
      const nick = await put(who, '/wps/member/account/profile', { nickname: 'Other' });
      expect(nick.json().errorCode).toBe('PROFILE_FIELD_LOCKED');
    } finally {
      await patch({ field: 'zalo', enabled: false });
      await patch({ field: 'nickname', editable: true });
    }
    expect((await profileOf(who)).zalo).toBeUndefined();
    const member_ = await app.inject({ url: '/operator/profile-rules' });
    expect(member_.statusCode).toBe(401);
  });

  it('keeps the login history bounded: the newest 50 per member', async () => {
    const who = await newMember();
    await app.db
      .insert(memberLogin)
      .values(Array.from({ length: 60 }, (_, i) => ({ memberId: who.id, ip: `10.0.0.${i}` })));
    await app.sessions.create(who.id, { ip: '192.0.2.1', remember: false });
    const rows = await app.db.select().from(memberLogin).where(eq(memberLogin.memberId, who.id));
    expect(rows).toHaveLength(50);
    expect(rows.some((r) => r.ip === '192.0.2.1')).toBe(true);
  });
});
