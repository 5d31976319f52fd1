import { RECENT_GAMES_LIMIT } from '@openlobby/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteGame, pvpRoom, recentGame } from '../../db/schema';

/** A member's favourite node ids, most recently added first. */
export async function readFavoriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favoriteGame.nodeId })
    .from(favoriteGame)
    .where(eq(favoriteGame.memberId, memberId))
    .orderBy(desc(favoriteGame.createdAt), desc(favoriteGame.nodeId));
  return rows.map((r) => r.nodeId);
}

/** Which of `nodeIds` (one list page) the member has made favourites. */
export async function favoritesAmong(
  db: Db,
  memberId: number,
  nodeIds: readonly number[],
): Promise<Set<number>> {
  if (nodeIds.length === 0) return new Set();
  const rows = await db
    .select({ nodeId: favoriteGame.nodeId })
    .from(favoriteGame)
    .where(and(eq(favoriteGame.memberId, memberId), inArray(favoriteGame.nodeId, [...nodeIds])));
  return new Set(rows.map((r) => r.nodeId));
}

/** Idempotent: adding a favourite twice keeps the first. */
export async function addFavorite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db.insert(favoriteGame).values({ memberId, nodeId }).onConflictDoNothing();
}

/** Whether a favourite was there to remove. */
export async function removeFavorite(db: Db, memberId: number, nodeId: number): Promise<boolean> {
  const removed = await db
    .delete(favoriteGame)
    .where(and(eq(favoriteGame.memberId, memberId), eq(favoriteGame.nodeId, nodeId)))
    .returning({ nodeId: favoriteGame.nodeId });
  return removed.length > 0;
}

/**
 * Notes a launch: the game moves to the top of the member's recent list, and games beyond
 * the newest RECENT_GAMES_LIMIT are dropped, so the table stays small per member.
 */
export async function recordRecentGame(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db
    .insert(recentGame)
    // clock_timestamp, not now(): launches inside one transaction still get an order.
    .values({ memberId, nodeId, playedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [recentGame.memberId, recentGame.nodeId],
      set: { playedAt: sql`clock_timestamp()` },
    });
  await db.execute(sql`
    DELETE FROM ${recentGame}
    WHERE ${recentGame.memberId} = ${memberId} AND ${recentGame.nodeId} NOT IN (
      SELECT ${recentGame.nodeId} FROM ${recentGame}
      WHERE ${recentGame.memberId} = ${memberId}
      ORDER BY ${recentGame.playedAt} DESC, ${recentGame.nodeId} DESC
      LIMIT ${RECENT_GAMES_LIMIT})`);
}

/** The member's recent node ids, most recent first. */
export async function readRecentIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: recentGame.nodeId })
    .from(recentGame)
    .where(eq(recentGame.memberId, memberId))
    .orderBy(desc(recentGame.playedAt), desc(recentGame.nodeId))
    .limit(RECENT_GAMES_LIMIT);
  return rows.map((r) => r.nodeId);
}

export type PvpRoomRow = typeof pvpRoom.$inferSelect;

/** Rooms of every PVP game, or of one, in game then tier order. */
export async function readRooms(db: Db, nodeId?: number): Promise<PvpRoomRow[]> {
  return db
    .select()
    .from(pvpRoom)
    .where(nodeId === undefined ? undefined : eq(pvpRoom.nodeId, nodeId))
    .orderBy(asc(pvpRoom.nodeId), asc(pvpRoom.sortOrder));
}
