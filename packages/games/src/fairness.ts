import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { GameInputError } from './errors';

/**
 * The inputs that decide a round. The server commits to `serverSeed` by showing its
 * SHA-256 before play and reveals it when the player rotates seeds; the player chooses
 * `clientSeed`; `nonce` counts the rounds played on that seed pair.
 */
export interface Fairness {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Uniform floats in [0, 1): the only randomness a game's evaluation sees. */
export type UniformSource = () => number;

/** One HMAC-SHA256 digest is 32 bytes, four per float. */
export const floatsPerDigest = 8;

const maxServerSeedLength = 256;
const maxClientSeedLength = 64;

export function assertFairness(fairness: Fairness): void {
  const { serverSeed, clientSeed, nonce } = fairness;
  if (typeof serverSeed !== 'string' || serverSeed.length < 1) {
    throw new GameInputError('SEED_INVALID', 'serverSeed');
  }
  if (serverSeed.length > maxServerSeedLength) {
    throw new GameInputError('SEED_INVALID', 'serverSeed length');
  }
  if (typeof clientSeed !== 'string' || clientSeed.length < 1) {
    throw new GameInputError('SEED_INVALID', 'clientSeed');
  }
  if (clientSeed.length > maxClientSeedLength) {
    throw new GameInputError('SEED_INVALID', 'clientSeed length');
  }
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new GameInputError('NONCE_INVALID', String(nonce));
  }
}

/**
 * The round's float stream: digest number `cursor` is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), both as
 * UTF-8, and each 4 bytes b0..b3 of it give b0/256 + b1/256² + b2/256³ + b3/256⁴. That is
 * the scheme players already know how to check from other provably fair sites.
 */
export function fairUniforms(fairness: Fairness): UniformSource {
  assertFairness(fairness);
  const key = utf8ToBytes(fairness.serverSeed);
  const prefix = `${fairness.clientSeed}:${fairness.nonce}:`;
  let cursor = 0;
  let digest = new Uint8Array(0);
  let offset = 32;
  return () => {
    if (offset === 32) {
      digest = hmac(sha256, key, utf8ToBytes(prefix + cursor));
      cursor += 1;
      offset = 0;
    }
    const float = floatFromBytes(digest, offset);
    offset += 4;
    return float;
  };
}

/** The first `count` floats of a round, for known-answer tests and the verify page. */
export function fairFloats(fairness: Fairness, count: number): number[] {
  const next = fairUniforms(fairness);
  return Array.from({ length: count }, () => next());
}

/** The commitment shown to the player before play: lower-case hex SHA-256 of the seed. */
export function hashServerSeed(serverSeed: string): string {
  if (typeof serverSeed !== 'string' || serverSeed.length < 1) {
    throw new GameInputError('SEED_INVALID', 'serverSeed');
  }
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Whether a revealed seed is the one committed to; hex case is ignored. */
export function serverSeedMatchesHash(serverSeed: string, hash: string): boolean {
  return hashServerSeed(serverSeed) === hash.toLowerCase();
}

// The sum of b_i / 256^(i+1) is the big-endian 32-bit integer over 2^32, computed exactly.
function floatFromBytes(bytes: Uint8Array, offset: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, 4);
  return view.getUint32(0, false) / 2 ** 32;
}
