import type { UniformSource } from '../fairness';

/**
 * A fast seeded PRNG (xoshiro128**, seeded by splitmix32) for RTP simulations only. HMAC
 * with noble-hashes costs about 16 µs a digest on a CI core, so a million HMAC-driven rounds
 * would take most of a minute; the simulations instead drive the very same evaluate
 * functions from this stream, and smaller HMAC-driven runs check the fair path itself.
 * Like the fair stream it yields multiples of 2^-32, so rounding behaves the same.
 */
export function simulationUniforms(seed: number): UniformSource {
  let state = seed >>> 0;
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 2 ** 32;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
