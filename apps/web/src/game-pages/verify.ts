import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import { serverSeedMatchesHash, verifyRound, type GameBets, type GameId } from '@openlobby/games';

export type Verification = {
  /** SHA-256 of the revealed seed equals the commitment shown before the round. */
  hashMatches: boolean;
  /** The outcome recomputed here equals the one the server recorded and paid. */
  outcomeMatches: boolean;
  recomputed: InHouseRound['outcome'] | null;
};

/**
 * Recomputes a recorded round in the browser with the same maths the server settled it
 * with (`@openlobby/games`), from its revealed server seed, client seed, nonce and bet.
 */
export function verifyRecordedRound(round: InHouseRound, serverSeed: string): Verification {
  const hashMatches = serverSeedMatchesHash(serverSeed, round.serverSeedHash);
  let recomputed: InHouseRound['outcome'] | null;
  try {
    const bet = { ...round.bet, stake: BigInt(round.bet.stake) } as GameBets[GameId];
    const outcome = verifyRound(
      round.gameCode,
      { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      bet as never,
    );
    recomputed = { ...outcome, payout: Number(outcome.payout) } as InHouseRound['outcome'];
  } catch {
    recomputed = null;
  }
  const outcomeMatches = recomputed !== null && canonical(recomputed) === canonical(round.outcome);
  return { hashMatches, outcomeMatches, recomputed };
}

/** JSON with object keys sorted: the database may store keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
