import { z } from 'zod';
import { text } from '../input';

/**
 * Bodies of E calls (identity-api.md "Encryption of E calls"; architecture.md): a fresh
 * AES-256-GCM key wrapped with the server's RSA-OAEP (SHA-256) public key, a 12-byte IV, and
 * the GCM ciphertext of the JSON body with its 16-byte tag appended (Web Crypto's layout).
 * TLS already protects the wire; this keeps passwords out of proxy and CDN logs that
 * terminate TLS in front of us.
 */

/** Paths whose request body must arrive encrypted; the server refuses plaintext on them. */
export const encryptedPaths = [
  '/wps/session/login',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/verification',
  '/wps/session/verification',
] as const;
export type EncryptedPath = (typeof encryptedPaths)[number];

export const encryptionKeyPath = '/wps/system/encryption-key';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

/** `GET /wps/system/encryption-key`: SubjectPublicKeyInfo DER in base64. */
export const encryptionKeySchema = z.object({
  keyId: z.string().min(1).max(64),
  spki: base64,
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

export const encryptedBodySchema = z.strictObject({
  keyId: text(64, { min: 1 }),
  /** RSA-OAEP of the 32-byte AES key: 384 bytes for a 3072-bit key. */
  encryptedKey: base64.min(4).max(1024),
  /** 12 bytes. */
  iv: base64.length(16),
  /** At least the 16-byte tag; the app's body limit bounds the rest. */
  ciphertext: base64.min(24),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
