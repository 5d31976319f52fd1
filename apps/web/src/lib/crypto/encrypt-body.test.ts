import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptBody, forgetEncryptionKey, getEncryptionKey } from './encrypt-body';

// The round trip through the server's decrypt function is in
// apps/server/src/plugins/encryption.test.ts; here the browser side is checked alone.

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { pair, key: { keyId: 'k1', spki: btoa(String.fromCharCode(...spki)) } };
}

const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

afterEach(() => {
  forgetEncryptionKey();
  vi.unstubAllGlobals();
});

describe('encryptBody', () => {
  it('produces a body only the private key opens, with a fresh key and IV each time', async () => {
    const { pair, key } = await keyPair();
    const first = await encryptBody({ password: 'segredo' }, async () => key);
    const second = await encryptBody({ password: 'segredo' }, async () => key);
    expect(first.keyId).toBe('k1');
    expect(bytes(first.iv)).toHaveLength(12);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.encryptedKey).not.toBe(second.encryptedKey);

    const aes = await crypto.subtle.unwrapKey(
      'raw',
      bytes(first.encryptedKey),
      pair.privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes(first.iv) },
      aes,
      bytes(first.ciphertext),
    );
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({ password: 'segredo' });
  });

  it('fetches the server key once per page life, and again after a failure', async () => {
    const { key } = await keyPair();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response(JSON.stringify({ success: true, value: key })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getEncryptionKey()).rejects.toThrow('offline');
    expect(await getEncryptionKey()).toEqual(key);
    expect(await getEncryptionKey()).toEqual(key);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/wps/system/encryption-key', expect.anything());
  });
});
