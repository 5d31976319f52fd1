import type { Db } from '../../db/client';
import { newToken, sha256 } from '../../lib/secure-random';
import { findGameSession, insertGameSession, type GameSessionRow } from './game-session-repository';

/** How long a launched game may place bets; wins and rollbacks are settled after it too. */
export const GAME_SESSION_HOURS = 4;

export type OpenedGameSession = { token: string; expiresAt: Date };

/**
 * Starts a game for a member: the token goes to the provider in the launch URL and comes
 * back with every wallet call, naming the member without trusting any id the provider sends.
 * Who may launch (logged in, not trial) is the launching route's decision.
 */
export async function openGameSession(
  db: Db,
  input: { memberId: number; vendorCode: string; gameCode: string; hours?: number },
): Promise<OpenedGameSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (input.hours ?? GAME_SESSION_HOURS) * 3600_000);
  await insertGameSession(db, {
    tokenHash: sha256(token),
    memberId: input.memberId,
    vendorCode: input.vendorCode,
    gameCode: input.gameCode,
    expiresAt,
  });
  return { token, expiresAt };
}

export type GameSession = {
  memberId: number;
  vendorCode: string;
  gameCode: string;
  expired: boolean;
};

/**
 * Finds the session of a token. Rows never change once written, so a process may keep
 * them (bounded, oldest dropped first): every provider call needs one, and a database
 * round trip per call is most of a bet's cost on PGlite (P6). Expiry is judged at each use.
 * If sessions ever become revocable, this cache must learn of revocations.
 */
export class GameSessions {
  private readonly cache = new Map<string, GameSessionRow>();

  constructor(
    private readonly db: Db,
    private readonly maxCached = 10_000,
  ) {}

  /** The session for this vendor, expired or not; null if there is none. */
  async find(vendorCode: string, token: string, now = Date.now()): Promise<GameSession | null> {
    const hash = sha256(token);
    let row = this.cache.get(hash);
    if (!row) {
      row = await findGameSession(this.db, hash);
      if (!row) return null;
      if (this.cache.size >= this.maxCached) {
        this.cache.delete(this.cache.keys().next().value!);
      }
      this.cache.set(hash, row);
    }
    if (row.vendorCode !== vendorCode) return null;
    return {
      memberId: row.memberId,
      vendorCode: row.vendorCode,
      gameCode: row.gameCode,
      expired: row.expiresAt.getTime() <= now,
    };
  }
}
