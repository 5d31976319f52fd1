import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { EncryptedBody } from '@openlobby/contract/identity/crypto-envelope';

/** The server side of E calls (identity-api.md); node:crypto only, nothing hand-written. */

export type StoredKeyPair = { keyId: string; spki: string; privateKeyPem: string };
export type BodyKey = { keyId: string; spki: string; privateKey: KeyObject };

const generate = promisify(generateKeyPair);

export async function generateBodyKeyPair(): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Derived from the public key, so every instance computes the same id for the same key.
  const keyId = createHash('sha256').update(publicKey).digest('base64url').slice(0, 16);
  return { keyId, spki: publicKey.toString('base64'), privateKeyPem: privateKey };
}

export function loadBodyKey(stored: StoredKeyPair): BodyKey {
  return {
    keyId: stored.keyId,
    spki: stored.spki,
    privateKey: createPrivateKey(stored.privateKeyPem),
  };
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

const TAG_BYTES = 16;

/** Unwraps the AES key, checks the GCM tag and parses the JSON inside. */
export function decryptBody(key: BodyKey, body: EncryptedBody): unknown {
  if (body.keyId !== key.keyId) throw new DecryptionError(`unknown key id ${body.keyId}`);
  let plaintext: string;
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.encryptedKey, 'base64'),
    );
    const iv = Buffer.from(body.iv, 'base64');
    const sealed = Buffer.from(body.ciphertext, 'base64');
    if (aesKey.length !== 32 || iv.length !== 12 || sealed.length < TAG_BYTES) {
      throw new DecryptionError('bad key, iv or ciphertext length');
    }
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    plaintext = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch (error) {
    if (error instanceof DecryptionError) throw error;
    throw new DecryptionError('unwrap or tag check failed');
  }
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new DecryptionError('plaintext is not JSON');
  }
}
