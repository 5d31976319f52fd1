import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GameInputError } from './errors';
import { fairFloats, fairUniforms, hashServerSeed, serverSeedMatchesHash } from './fairness';
import { chiSquareCritical, chiSquareUniform } from './test-support/statistics';

const knownAnswer = {
  serverSeed: 'openlobby-known-answer-server-seed',
  clientSeed: 'player-chosen-seed',
  nonce: 0,
};

/** The floats a reference HMAC (node:crypto, never used by the package) says we must give. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, cursor: number) {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`);
  const bytes = digest.digest();
  return Array.from({ length: 8 }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
}

describe('fair float stream', () => {
  it('gives the known answer for fixed seeds, so any change to the algorithm shows', () => {
    const asWords = fairFloats(knownAnswer, 10).map((float) => float * 2 ** 32);
    expect(asWords).toEqual([
      0xbd1518ed, 0x87b24965, 0x47359b5f, 0x03ed6a72, 0xd00f4878, 0x6845bad6, 0x6b2f170c,
      0x4992edcb, 0xa9f6412e, 0x6245946e,
    ]);
  });

  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) read four bytes a float', () => {
    const cases = [
      { serverSeed: 'a', clientSeed: 'b', nonce: 0 },
      { serverSeed: '9f86d081884c7d659a2feaa0c55ad015', clientSeed: 'lucky-7', nonce: 12_345 },
      { serverSeed: 'sémente-ção', clientSeed: '幸运', nonce: Number.MAX_SAFE_INTEGER },
    ];
    for (const fairness of cases) {
      const { serverSeed, clientSeed, nonce } = fairness;
      // 20 floats cross two digest boundaries: cursor 0, 1 and 2.
      const expected = [0, 1, 2].flatMap((cursor) =>
        referenceFloats(serverSeed, clientSeed, nonce, cursor),
      );
      expect(fairFloats(fairness, 20)).toEqual(expected.slice(0, 20));
    }
  });

  it('spreads floats evenly over [0, 1) (chi-square over 100 buckets, 80,000 floats)', () => {
    const floats = Array.from({ length: 10_000 }, (_, nonce) =>
      fairFloats({ ...knownAnswer, nonce }, 8),
    ).flat();
    expect(Math.min(...floats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...floats)).toBeLessThan(1);
    const buckets = new Array<number>(100).fill(0);
    for (const float of floats) {
      const bucket = Math.floor(float * 100);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    expect(chiSquareUniform(buckets)).toBeLessThan(chiSquareCritical(99));
  });

  it('refuses missing or oversized seeds and bad nonces with a machine code', () => {
    const refused = (fairness: typeof knownAnswer) => {
      try {
        fairUniforms(fairness);
      } catch (error) {
        return error instanceof GameInputError ? error.code : 'not a GameInputError';
      }
      return 'accepted';
    };
    expect(refused({ ...knownAnswer, serverSeed: '' })).toBe('SEED_INVALID');
    expect(refused({ ...knownAnswer, clientSeed: '' })).toBe('SEED_INVALID');
    expect(refused({ ...knownAnswer, clientSeed: 'x'.repeat(65) })).toBe('SEED_INVALID');
    expect(refused({ ...knownAnswer, serverSeed: 'x'.repeat(257) })).toBe('SEED_INVALID');
    expect(refused({ ...knownAnswer, nonce: -1 })).toBe('NONCE_INVALID');
    expect(refused({ ...knownAnswer, nonce: 1.5 })).toBe('NONCE_INVALID');
    expect(refused({ ...knownAnswer, nonce: Number.NaN })).toBe('NONCE_INVALID');
    expect(refused({ ...knownAnswer, clientSeed: 'x'.repeat(64) })).toBe('accepted');
  });
});

describe('server seed commitment', () => {
  it('is the lower-case hex SHA-256 of the seed text', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const seed = knownAnswer.serverSeed;
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('matches only the seed it was made from, whatever the hex case', () => {
    const hash = hashServerSeed('revealed-seed');
    expect(serverSeedMatchesHash('revealed-seed', hash)).toBe(true);
    expect(serverSeedMatchesHash('revealed-seed', hash.toUpperCase())).toBe(true);
    expect(serverSeedMatchesHash('revealed-seed ', hash)).toBe(false);
    expect(serverSeedMatchesHash('another-seed', hash)).toBe(false);
  });
});
