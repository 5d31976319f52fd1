import { encryptedPaths, encryptionKeySchema } from '@openlobby/contract/identity/crypto-envelope';
import { okEnvelopeSchema } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptWithKey } from '../../../web/src/lib/crypto/encrypt-body';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { ok } from '../lib/envelope';
import { loadOrCreateBodyKey } from './encryption';

const ECHO = '/wps/test/echo';

describe.each(testDatabaseKinds())('encrypted (E) calls on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), {}, (a) => {
      // A stand-in E route: its schema must see the decrypted body, never the envelope.
      a.post(
        ECHO,
        {
          config: { encrypted: true },
          schema: { body: z.strictObject({ password: z.string().min(1) }) },
        },
        async (request) => ok(request.body),
      );
    });
  });
  afterAll(async () => app?.close());

  const publicKey = async () => {
    const res = await app.inject({ url: '/wps/system/encryption-key' });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(encryptionKeySchema).parse(res.json()).value;
  };
  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'accept-language': 'en' },
      payload: payload as object,
    });

  it('serves a 3072-bit RSA public key that stays the same for every instance', async () => {
    const key = await publicKey();
    const imported = await crypto.subtle.importKey(
      'spki',
      Buffer.from(key.spki, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['wrapKey'],
    );
    expect((imported.algorithm as { modulusLength?: number }).modulusLength).toBe(3072);
    // A second instance on the same database loads the stored pair instead of making one.
    expect((await loadOrCreateBodyKey(app.db)).keyId).toBe(key.keyId);
  });

  it('accepts a body the browser module encrypted and hands the route the plain JSON', async () => {
    const body = await encryptWithKey(await publicKey(), { password: 'çava ☃ 123' });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { password: 'çava ☃ 123' } });
  });

  it('validates the decrypted body with the route schema', async () => {
    const res = await post(await encryptWithKey(await publicKey(), { password: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('refuses a plaintext body', async () => {
    const res = await post({ password: 'secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'ENCRYPTION_REQUIRED',
      message: 'This request must be sent encrypted. Please reload the page and try again.',
      requestId: expect.any(String),
    });
    expect((await post(undefined)).json()).toMatchObject({ errorCode: 'ENCRYPTION_REQUIRED' });
  });

  it('guards every E path of the contract', async () => {
    const methods: Record<(typeof encryptedPaths)[number], 'POST' | 'PUT'> = {
      '/wps/session/login': 'POST',
      '/wps/member/register': 'PUT',
      '/wps/member/register/mobile': 'PUT',
      '/wps/member/password': 'POST',
      '/wps/member/password/verification': 'POST',
      '/wps/session/verification': 'POST',
    };
    for (const url of encryptedPaths) {
      const res = await app.inject({ method: methods[url], url, payload: { password: 'x' } });
      expect({ url, code: res.json().errorCode }).toEqual({ url, code: 'ENCRYPTION_REQUIRED' });
    }
  });

  it('refuses tampered ciphertext, a swapped key and a wrong key id', async () => {
    const key = await publicKey();
    const body = await encryptWithKey(key, { password: 'secret' });
    const bytes = Buffer.from(body.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const other = await encryptWithKey(key, { password: 'other' });
    const cases = [
      { ...body, ciphertext: bytes.toString('base64') },
      { ...body, encryptedKey: other.encryptedKey },
      { ...body, iv: other.iv },
      { ...body, keyId: 'not-the-key-id' },
      { ...body, encryptedKey: Buffer.alloc(384, 7).toString('base64') },
    ];
    for (const tampered of cases) {
      const res = await post(tampered);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'DECRYPTION_FAILED' });
    }
  });
});
