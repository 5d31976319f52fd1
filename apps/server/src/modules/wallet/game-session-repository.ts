import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSession } from '../../db/schema';

/** A game session as stored: the token only as its hash. */
export type GameSessionRow = {
  memberId: number;
  vendorCode: string;
  gameCode: string;
  expiresAt: Date;
};

export async function insertGameSession(
  db: Db,
  row: GameSessionRow & { tokenHash: string },
): Promise<void> {
  await db.insert(gameSession).values(row);
}

export async function findGameSession(
  db: Db,
  tokenHash: string,
): Promise<GameSessionRow | undefined> {
  const [row] = await db
    .select({
      memberId: gameSession.memberId,
      vendorCode: gameSession.vendorCode,
      gameCode: gameSession.gameCode,
      expiresAt: gameSession.expiresAt,
    })
    .from(gameSession)
    .where(eq(gameSession.tokenHash, tokenHash));
  return row;
}
