import { encryptionKeySchema, okEnvelopeSchema } from '@openlobby/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptWithKey } from '../../../../../web/src/lib/crypto/encrypt-body';
import type { App } from '../../../app';
import {
  humanCheck,
  knownIp,
  loginChallenge,
  mailOutbox,
  member,
  smsOutbox,
} from '../../../db/schema';
import { newToken, sha256 } from '../../../lib/secure-random';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../../test/build-test-app';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { hashPassword } from '../member/passwords';
import { totpCodeAt } from './totp';

const HOME = '203.0.113.10';
const AWAY = '198.51.100.20';
const ELSEWHERE = '192.0.2.30';
const PASSWORD = 'Tr0ub4dor&3x';

describe.each(testDatabaseKinds())('new-IP login verification on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let passwordHash: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));
  afterEach(() => vi.useRealTimers());

  let serial = 0;
  /** A member who has logged in from HOME before. */
  async function createMember(values: Partial<typeof member.$inferInsert> = {}) {
    serial += 1;
    const account = `verify${serial}`;
    const [row] = await app.db
      .insert(member)
      .values({
        account,
        accountKey: account,
        nickname: account,
        passwordHash,
        mobile: `+55119123${String(serial).padStart(5, '0')}`,
        email: `${account}@example.com`,
        payeeName: 'José da Silva',
        ...values,
      })
      .returning();
    await app.db.insert(knownIp).values({ memberId: row!.id, ip: HOME });
    return row!;
  }

  const encrypt = async (body: unknown) => {
    const key = okEnvelopeSchema(encryptionKeySchema).parse(
      (await app.inject('/wps/system/encryption-key')).json(),
    ).value;
    return encryptWithKey(key, body);
  };

  /** A slider token as a solved slider leaves it (the slider itself is tested elsewhere). */
  async function sliderToken() {
    const token = newToken();
    await app.db.insert(humanCheck).values({
      id: sha256(token),
      kind: 'slider-token',
      channel: 'login',
      answer: '',
      expiresAt: new Date(Date.now() + 60_000),
    });
    return token;
  }

  async function login(account: string, ip: string, password = PASSWORD) {
    const body = {
      type: 'username',
      username: account,
      password,
      sliderToken: await sliderToken(),
    };
    return app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: await encrypt(body),
    });
  }

  async function challenge(account: string, ip = AWAY) {
    const res = await login(account, ip);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'LOGIN_VERIFICATION_REQUIRED' });
    return body.value as { challengeId: string; method: string; target: string | null };
  }

  const answer = async (challengeId: string, given: string, ip = AWAY) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/verification',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
      payload: await encrypt({ challengeId, answer: given }),
    });

  const send = (challengeId: string, ip = AWAY, language?: 'en' | 'pt') =>
    app.inject({
      method: 'POST',
      url: '/wps/session/verification/send',
      remoteAddress: ip,
      ...(language ? { headers: { 'accept-language': language } } : {}),
      payload: { challengeId },
    });

  const lastBody = async (table: typeof smsOutbox | typeof mailOutbox, to: string) => {
    const [row] = await app.db
      .select({ body: table.body })
      .from(table)
      .where(eq(table.to, to))
      .orderBy(desc(table.id))
      .limit(1);
    return row?.body ?? '';
  };

  const lastCode = async (table: typeof smsOutbox | typeof mailOutbox, to: string) => {
    const [row] = await app.db
      .select({ body: table.body })
      .from(table)
      .where(eq(table.to, to))
      .orderBy(desc(table.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
  };

  const setMethod = (method: string, preferTotp = true) =>
    app.inject({
      method: 'PUT',
      url: '/operator/login-verification',
      headers: operatorHeaders,
      payload: { method, preferTotp },
    });

  const memberInfo = (token: string, ip = AWAY) =>
    app.inject({ url: '/wps/member/info', remoteAddress: ip, headers: { authorization: token } });

  it('asks nothing on a first login ever, nor from a known IP', async () => {
    const fresh = await createMember();
    await app.db.delete(knownIp).where(eq(knownIp.memberId, fresh.id));
    expect((await login(fresh.account, AWAY)).statusCode).toBe(200);
    expect((await login(fresh.account, AWAY)).statusCode).toBe(200);
  });

  it('verifies a new IP by a code sent to the mobile, then knows the IP', async () => {
    const m = await createMember();
    const value = await challenge(m.account);
    expect(value.method).toBe('MOBILE');
    expect(value.target).toBe(`+55 •••••••${m.mobile!.slice(-4)}`);

    const sent = await send(value.challengeId);
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(smsOutbox, m.mobile!);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await answer(value.challengeId, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'VERIFICATION_FAILED' });

    const right = await answer(value.challengeId, code);
    expect(right.statusCode).toBe(200);
    const token = right.json().value.token as string;
    expect(right.json().value).toMatchObject({ mustChangePassword: false });
    expect((await memberInfo(token)).statusCode).toBe(200);

    // Single use, and the IP is now known: the next login from it goes straight in.
    expect((await answer(value.challengeId, code)).json()).toMatchObject({
      errorCode: 'VERIFICATION_EXPIRED',
    });
    expect((await login(m.account, AWAY)).statusCode).toBe(200);
  });

  it('writes the code in the language of the site the member logs in on', async () => {
    const m = await createMember();
    const value = await challenge(m.account);
    expect((await send(value.challengeId, AWAY, 'pt')).statusCode).toBe(200);
    expect(await lastBody(smsOutbox, m.mobile!)).toMatch(
      /^Seu código de verificação OpenLobby é \d{6}\. Ele expira em 5 minutos\./,
    );
    // Another member: one number gets one code a minute.
    const other = await createMember();
    const again = await challenge(other.account);
    expect((await send(again.challengeId, AWAY, 'en')).statusCode).toBe(200);
    expect(await lastBody(smsOutbox, other.mobile!)).toMatch(
      /^Your OpenLobby verification code is \d{6}\. It expires in 5 minutes\./,
    );
  });

  it('sends an e-mail code when the operator chose EMAIL', async () => {
    await setMethod('EMAIL');
    const m = await createMember();
    const value = await challenge(m.account);
    expect(value).toMatchObject({ method: 'EMAIL', target: `v•••@example.com` });
    expect((await send(value.challengeId)).statusCode).toBe(200);
    const res = await answer(value.challengeId, await lastCode(mailOutbox, m.email!));
    expect(res.statusCode).toBe(200);
  });

  it('falls back to what the member can answer: bank name, case and accents ignored', async () => {
    await setMethod('EMAIL');
    const m = await createMember({ mobile: null, email: null, payeeName: 'José da Silva' });
    const value = await challenge(m.account);
    expect(value).toEqual({ challengeId: value.challengeId, method: 'BANK_NAME', target: null });
    expect((await send(value.challengeId)).statusCode).toBe(400);
    expect((await answer(value.challengeId, 'Joao da Silva')).statusCode).toBe(400);
    expect((await answer(value.challengeId, '  JOSE DA  silva ')).statusCode).toBe(200);
  });

  it('answers only to the IP that started it', async () => {
    await setMethod('BANK_NAME');
    const m = await createMember();
    const value = await challenge(m.account);
    const elsewhere = await answer(value.challengeId, 'José da Silva', ELSEWHERE);
    expect(elsewhere.json()).toMatchObject({ errorCode: 'VERIFICATION_EXPIRED' });
    expect((await send(value.challengeId, ELSEWHERE)).statusCode).toBe(400);
    expect((await answer(value.challengeId, 'José da Silva')).statusCode).toBe(200);
  });

  it('dies after 5 wrong answers and after 10 minutes', async () => {
    await setMethod('BANK_NAME');
    const m = await createMember();
    const value = await challenge(m.account);
    for (let i = 0; i < 5; i++) {
      expect((await answer(value.challengeId, `nobody ${i}`)).json()).toMatchObject({
        errorCode: 'VERIFICATION_FAILED',
      });
    }
    expect((await answer(value.challengeId, 'José da Silva')).json()).toMatchObject({
      errorCode: 'VERIFICATION_EXPIRED',
    });

    const late = await challenge(m.account);
    await app.db
      .update(loginChallenge)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginChallenge.idHash, sha256(late.challengeId)));
    expect((await answer(late.challengeId, 'José da Silva')).json()).toMatchObject({
      errorCode: 'VERIFICATION_EXPIRED',
    });
  });

  it('evaluates at most 5 of a burst of parallel guesses, then refuses the right answer', async () => {
    await setMethod('BANK_NAME');
    const m = await createMember();
    const value = await challenge(m.account);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        encrypt({ challengeId: value.challengeId, answer: `nobody ${i}` }),
      ),
    );
    const replies = await Promise.all(
      guesses.map((payload) =>
        app.inject({
          method: 'POST',
          url: '/wps/session/verification',
          remoteAddress: AWAY,
          payload,
        }),
      ),
    );
    const codes = replies.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'VERIFICATION_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'VERIFICATION_EXPIRED')).toHaveLength(15);
    expect((await answer(value.challengeId, 'José da Silva')).json()).toMatchObject({
      errorCode: 'VERIFICATION_EXPIRED',
    });
  });

  it("limits a payee name's guesses per member, not per challenge: new challenges bring none", async () => {
    await setMethod('BANK_NAME');
    const m = await createMember();
    // Whoever holds the password opens challenge after challenge, guessing on each.
    for (let i = 0; i < 5; i++) {
      const value = await challenge(m.account);
      expect((await answer(value.challengeId, `nobody ${i}`)).json()).toMatchObject({
        errorCode: 'VERIFICATION_FAILED',
      });
    }
    const next = await challenge(m.account);
    const refused = await answer(next.challengeId, 'José da Silva');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    // A right answer gives its slot back: the owner's own logins do not wear the limit down.
    const other = await createMember();
    for (let i = 0; i < 6; i++) {
      // A new place each time: an IP verified once is known from then on.
      const ip = `198.51.100.${40 + i}`;
      const value = await challenge(other.account, ip);
      expect((await answer(value.challengeId, 'José da Silva', ip)).statusCode).toBe(200);
    }
  });

  it('keeps the forced password change of the interrupted login', async () => {
    await setMethod('BANK_NAME');
    const weak = await createMember({ passwordHash: await hashPassword('Aa123456') });
    const res = await login(weak.account, AWAY, 'Aa123456');
    const value = res.json().value as { challengeId: string };
    const passed = await answer(value.challengeId, 'José da Silva');
    expect(passed.json().value).toMatchObject({ mustChangePassword: true });
  });

  it('asks nothing when the operator turned it off', async () => {
    await setMethod('OFF');
    const m = await createMember();
    expect((await login(m.account, AWAY)).statusCode).toBe(200);
  });

  it('refuses plaintext answers and bad input', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/session/verification',
      payload: { challengeId: 'x', answer: 'y' },
    });
    expect(plain.json()).toMatchObject({ errorCode: 'ENCRYPTION_REQUIRED' });
    for (const payload of [{}, { challengeId: 'x'.repeat(500) }, { challengeId: 1 }]) {
      expect((await send(payload.challengeId as string)).statusCode).toBe(400);
    }
    const empty = await answer('some-id', '');
    expect(empty.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await send('unknown-challenge')).json()).toMatchObject({
      errorCode: 'VERIFICATION_EXPIRED',
    });
  });

  describe('authenticator app (TOTP)', () => {
    const totp = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, remoteAddress: HOME, headers: { authorization: token }, payload });
    /** The confirm call as the browser sends it: encrypted, the password as the proof. */
    const confirm = async (token: string, code: string, proof = PASSWORD, language = 'en') =>
      app.inject({
        method: 'POST',
        url: '/wps/member/totp/confirm',
        remoteAddress: HOME,
        headers: { authorization: token, 'accept-language': language },
        payload: await encrypt({ code, proof }),
      });

    /**
     * A member logged in at HOME with an enrolment started, time standing still at the start
     * of a 30 s step so codes are predictable.
     */
    async function enrolmentStarted() {
      const start = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const m = await createMember();
      const token = (await login(m.account, HOME)).json().value.token as string;
      const { secret } = (await totp(token, 'POST', '/wps/member/totp')).json().value as {
        secret: string;
      };
      return { start, m, token, secret };
    }

    it('enrols, is asked first on a new IP, refuses a reused code, and is removed', async () => {
      // Time stands still at the start of a 30 s step so codes are predictable.
      const start = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const m = await createMember();
      const token = (await login(m.account, HOME)).json().value.token as string;

      expect((await confirm(token, '123456')).statusCode).toBe(400);
      const enrol = await totp(token, 'POST', '/wps/member/totp');
      expect(enrol.statusCode).toBe(200);
      const { secret, otpauthUrl } = enrol.json().value as { secret: string; otpauthUrl: string };
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/OpenLobby:verify\d+\?.*secret=/);
      expect(otpauthUrl).toContain(`secret=${secret}`);

      const now = totpCodeAt(secret, start);
      const wrongCode = now === '000000' ? '000001' : '000000';
      expect((await confirm(token, wrongCode)).json()).toMatchObject({
        errorCode: 'VERIFICATION_FAILED',
      });
      expect((await confirm(token, now)).statusCode).toBe(200);
      expect((await totp(token, 'POST', '/wps/member/totp')).json()).toMatchObject({
        errorCode: 'TOTP_ALREADY_ENABLED',
      });

      const value = await challenge(m.account);
      expect(value).toMatchObject({ method: 'TOTP', target: null });
      // The code that confirmed the enrolment was spent; the next step's code (+1) is fine.
      expect((await answer(value.challengeId, now)).json()).toMatchObject({
        errorCode: 'VERIFICATION_FAILED',
      });
      expect((await answer(value.challengeId, totpCodeAt(secret, start + 30_000))).statusCode).toBe(
        200,
      );

      // Two steps away is outside the ±1 window.
      const far = totpCodeAt(secret, start + 60_000);
      expect((await totp(token, 'DELETE', '/wps/member/totp', { code: far })).statusCode).toBe(400);
      const previous = totpCodeAt(secret, start - 30_000);
      expect((await totp(token, 'DELETE', '/wps/member/totp', { code: previous })).statusCode).toBe(
        200,
      );
      const again = await challenge(m.account, ELSEWHERE);
      expect(again.method).toBe('MOBILE');
    });

    it("refuses a code after 5 wrong ones in 15 minutes, over every login's challenge", async () => {
      const { start, m, token, secret } = await enrolmentStarted();
      expect((await confirm(token, totpCodeAt(secret, start))).statusCode).toBe(200);
      const right = totpCodeAt(secret, start + 30_000);
      const wrong = right === '000000' ? '000001' : '000000';
      // Four logins with the password, guessing on each challenge (the confirm took one).
      for (let i = 0; i < 4; i++) {
        const value = await challenge(m.account);
        expect(value.method).toBe('TOTP');
        expect((await answer(value.challengeId, wrong)).json()).toMatchObject({
          errorCode: 'VERIFICATION_FAILED',
        });
      }
      const last = await challenge(m.account);
      expect((await answer(last.challengeId, right)).json()).toMatchObject({
        errorCode: 'RATE_LIMITED',
      });
      // The window over, the right code lets the owner in.
      vi.setSystemTime(start + 15 * 60_000 + 1_000);
      const later = await challenge(m.account);
      const now = totpCodeAt(secret, start + 15 * 60_000 + 1_000);
      expect((await answer(later.challengeId, now)).statusCode).toBe(200);
    });

    it('binds an authenticator only with the password: a stolen session alone cannot (S10)', async () => {
      const { start, m, token, secret } = await enrolmentStarted();
      const code = totpCodeAt(secret, start);

      const wrong = await confirm(token, code, 'Not-the-password1', 'pt');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        errorCode: 'STEP_UP_FAILED',
        message: 'A senha atual ou o código do autenticador não está correto. Nada foi alterado.',
        requestId: expect.any(String),
      });
      const plain = await totp(token, 'POST', '/wps/member/totp/confirm', { code });
      expect(plain.json()).toMatchObject({ errorCode: 'ENCRYPTION_REQUIRED' });
      const withoutProof = await app.inject({
        method: 'POST',
        url: '/wps/member/totp/confirm',
        remoteAddress: HOME,
        headers: { authorization: token },
        payload: await encrypt({ code }),
      });
      expect(withoutProof.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
      expect((await memberInfo(token, HOME)).json().value.totpEnabled).toBe(false);
      // Nothing bound, so a new IP is still asked the operator's way, not by that app.
      expect((await challenge(m.account)).method).toBe('MOBILE');

      expect((await confirm(token, code)).statusCode).toBe(200);
      expect((await memberInfo(token, HOME)).json().value.totpEnabled).toBe(true);
    });

    it('uses the operator method instead when preferTotp is off', async () => {
      await setMethod('BANK_NAME', false);
      const m = await createMember({ totpEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' });
      expect((await challenge(m.account)).method).toBe('BANK_NAME');
    });

    it('needs a member session', async () => {
      const res = await app.inject({ method: 'POST', url: '/wps/member/totp' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    });
  });
});
