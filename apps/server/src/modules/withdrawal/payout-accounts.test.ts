import { MAX_PAYOUT_ACCOUNTS } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { member } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { PASSWORD, VALID_CPF, withdrawalKit } from '../../test/withdrawal-kit';
import { Secret, TOTP } from 'otpauth';

const path = '/wps/v2/withdrawals/payout-accounts';

describe.each(testDatabaseKinds())('payout accounts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = withdrawalKit(app);
  });
  afterAll(async () => app?.close());

  const list = async (who: { token: string }) =>
    (await kit.get(who, path)).json().value as { id: number; pixKey: string }[];

  it('saves a PIX key in its stored form and lists it; no-store', async () => {
    const who = await kit.member(0);
    const res = await kit.savePix(who, {
      pixKeyType: 'PHONE',
      pixKey: '(11) 98765-4321',
      payeeName: '  Maria   da Silva ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      method: 'PIX',
      pixKeyType: 'PHONE',
      pixKey: '+5511987654321',
      payeeName: 'Maria da Silva',
    });
    const listed = await kit.get(who, path);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().value).toEqual([res.json().value]);
  });

  it('refuses a key that does not fit its type, in the caller language, saving nothing', async () => {
    const who = await kit.member(0);
    const cases = [
      { pixKeyType: 'CPF', pixKey: '529.982.247-24' }, // wrong check digit
      { pixKeyType: 'CPF', pixKey: '111.111.111-11' },
      { pixKeyType: 'PHONE', pixKey: '11 8765-43' },
      { pixKeyType: 'EMAIL', pixKey: 'maria@' },
      { pixKeyType: 'RANDOM', pixKey: 'not-a-uuid' },
      { pixKeyType: 'EMAIL', pixKey: VALID_CPF },
    ];
    for (const body of cases) {
      const res = await kit.savePix(who, { ...body, payeeName: 'Maria Silva' }, 'pt');
      expect(res.statusCode, body.pixKey).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'PIX_KEY_INVALID',
        message: 'A chave PIX não é válida para o tipo de chave escolhido.',
        requestId: expect.any(String),
      });
    }
    const name = await kit.savePix(who, {
      pixKeyType: 'CPF',
      pixKey: VALID_CPF,
      payeeName: 'Maria',
    });
    expect(name.json().errorCode).toBe('PAYEE_NAME_INVALID');
    expect(await list(who)).toEqual([]);
  });

  it('refuses the same key twice and more than the limit', async () => {
    const who = await kit.member(0);
    await kit.addPix(who, '52998224725');
    const again = await kit.savePix(who, {
      pixKeyType: 'CPF',
      pixKey: VALID_CPF,
      payeeName: 'Maria Silva',
    });
    expect(again.json().errorCode).toBe('PAYOUT_ACCOUNT_EXISTS');
    for (let i = 1; i < MAX_PAYOUT_ACCOUNTS; i++)
      await kit.addPix(who, `maria${i}@example.com`, 'EMAIL');
    expect(await list(who)).toHaveLength(MAX_PAYOUT_ACCOUNTS);
    const over = await kit.savePix(who, {
      pixKeyType: 'RANDOM',
      pixKey: '123E4567-E89B-42D3-A456-426614174000',
      payeeName: 'Maria Silva',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe('PAYOUT_ACCOUNT_LIMIT');
  });

  it('keeps the limit when several saves arrive at once', async () => {
    const who = await kit.member(0);
    const attempts = Array.from({ length: MAX_PAYOUT_ACCOUNTS + 3 }, (_, i) =>
      kit.savePix(who, {
        pixKeyType: 'EMAIL',
        pixKey: `at.once${i}@example.com`,
        payeeName: 'Maria Silva',
      }),
    );
    const codes = (await Promise.all(attempts)).map((r) => r.json().errorCode ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(MAX_PAYOUT_ACCOUNTS);
    expect(codes.filter((c) => c === 'PAYOUT_ACCOUNT_LIMIT')).toHaveLength(3);
    expect(await list(who)).toHaveLength(MAX_PAYOUT_ACCOUNTS);
  });

  it('removes only the member own account', async () => {
    const owner = await kit.member(0);
    const other = await kit.member(0);
    const { id } = await kit.addPix(owner);
    const stranger = await kit.removePix(other, id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await list(owner)).toHaveLength(1);
    expect((await kit.removePix(owner, id)).statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
  });

  it('adds and removes only with a fresh proof: a wrong one changes nothing (S10)', async () => {
    const who = await kit.member(0);
    const pix = { pixKeyType: 'CPF', pixKey: VALID_CPF, payeeName: 'Maria Silva' };
    const wrong = await kit.savePix(who, { ...pix, proof: 'Not#MyPassword1' }, 'pt');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'STEP_UP_FAILED',
      message: 'A senha atual ou o código do autenticador não está correto. Nada foi alterado.',
      requestId: expect.any(String),
    });
    const missing = await kit.c.e('POST', path, pix, { token: who.token });
    expect(missing.json().errorCode).toBe('VALIDATION_FAILED');
    // Only the browser's encrypted form is taken: the proof never travels in the clear.
    const plain = await kit.send(who, 'POST', path, { ...pix, proof: PASSWORD });
    expect(plain.json().errorCode).toBe('ENCRYPTION_REQUIRED');
    expect(await list(who)).toEqual([]);

    const { id } = (await kit.savePix(who, pix)).json().value as { id: number };
    const wrongRemove = await kit.removePix(who, id, 'Not#MyPassword1', 'en');
    expect(wrongRemove.json()).toMatchObject({
      errorCode: 'STEP_UP_FAILED',
      message: 'The current password or authenticator code is not correct. Nothing was changed.',
    });
    expect(await list(who)).toHaveLength(1);
    expect((await kit.removePix(who, id)).statusCode).toBe(200);
    expect(await list(who)).toEqual([]);
  });

  it('takes the authenticator code as the proof when one is bound', async () => {
    const who = await kit.member(0);
    const secret = 'JBSWY3DPEHPK3PXP';
    await app.db
      .update(member)
      .set({ totpEnabled: true, totpSecret: secret })
      .where(eq(member.id, who.id));
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const pix = { pixKeyType: 'CPF', pixKey: VALID_CPF, payeeName: 'Maria Silva' };
    expect((await kit.savePix(who, { ...pix, proof: code })).statusCode).toBe(200);
    // Each code once: the same code again is no proof.
    const replay = await kit.savePix(
      who,
      { ...pix, pixKeyType: 'EMAIL', pixKey: 'maria@example.com', proof: code },
      'en',
    );
    expect(replay.json().errorCode).toBe('STEP_UP_FAILED');
  });

  it('limits wrong proofs: past 10 in 15 minutes even the password is refused', async () => {
    const who = await kit.member(0);
    const pix = { pixKeyType: 'CPF', pixKey: VALID_CPF, payeeName: 'Maria Silva' };
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => kit.savePix(who, { ...pix, proof: `Guess#${i}xyz` })),
    );
    const codes = guesses.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'STEP_UP_FAILED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(4);
    expect((await kit.savePix(who, pix)).json().errorCode).toBe('RATE_LIMITED');
    expect(await list(who)).toEqual([]);
  });

  it('refuses trial members and visitors', async () => {
    const trial = await kit.member(0, 4);
    const res = await kit.savePix(trial, {
      pixKeyType: 'CPF',
      pixKey: VALID_CPF,
      payeeName: 'Maria Silva',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect((await app.inject({ url: path })).statusCode).toBe(401);
  });
});
