import type { EncryptedBody, EncryptionKey } from '@openlobby/contract/identity/crypto-envelope';

/**
 * The browser side of E calls (identity-api.md "Encryption of E calls"): a fresh AES-256-GCM
 * key per body, wrapped with the server's RSA-OAEP public key. Web Crypto only; no zod and
 * no app imports, so the server's tests can round-trip through this very file.
 */

const KEY_PATH = '/wps/system/encryption-key';

type KeyLoader = () => Promise<EncryptionKey>;

let cached: Promise<EncryptionKey> | undefined;

/** The server's public key, fetched once per page life (again after `forgetEncryptionKey`). */
export function getEncryptionKey(apiBase = ''): Promise<EncryptionKey> {
  cached ??= fetchKey(apiBase).catch((error: unknown) => {
    // A failed fetch must not stick for the page's whole life.
    cached = undefined;
    throw error;
  });
  return cached;
}

/** After DECRYPTION_FAILED (the server's key changed), the next call fetches it again. */
export function forgetEncryptionKey(): void {
  cached = undefined;
}

async function fetchKey(apiBase: string): Promise<EncryptionKey> {
  const response = await fetch(`${apiBase}${KEY_PATH}`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json()) as { success: boolean; value?: EncryptionKey };
  if (!body.success || !body.value) throw new Error('encryption key unavailable');
  return body.value;
}

/** Encrypts a JSON body for an E call with the page's cached key. */
export async function encryptBody(body: unknown, loadKey: KeyLoader = getEncryptionKey) {
  return encryptWithKey(await loadKey(), body);
}

export async function encryptWithKey(key: EncryptionKey, body: unknown): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(key.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  // Web Crypto appends the 16-byte tag to the ciphertext, the layout the server expects.
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const encryptedKey = await subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return {
    keyId: key.keyId,
    encryptedKey: toBase64(new Uint8Array(encryptedKey)),
    iv: toBase64(iv),
    ciphertext: toBase64(new Uint8Array(ciphertext)),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
