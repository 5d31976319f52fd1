import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@openlobby/games';

/**
 * New seeds come from node:crypto (ADR 006: the games package never draws randomness).
 * A server seed is 32 random bytes in hex; the default client seed 8 bytes, which the
 * player may replace with their own text at any time.
 */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
