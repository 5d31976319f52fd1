import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { App } from '../app';
import { game } from '../db/schema';
import { sqlRows } from '../lib/sql-rows';
import { insertMember, NO_PASSWORD } from '../modules/identity';

let serial = 0;

/**
 * A new member with a live session (no password: tests need the token, not the login,
 * whose own suites live in session/). Type 4 makes a trial player.
 */
export async function memberSession(app: App, type = 0) {
  const account = `g${process.pid}_${Date.now().toString(36)}_${(serial += 1)}`;
  const created = await insertMember(app.db, {
    account,
    accountKey: account,
    nickname: account,
    type,
    passwordHash: NO_PASSWORD,
  });
  if (!created) throw new Error('member not created');
  const { value } = await app.sessions.create(created.id, { ip: '127.0.0.1', remember: false });
  return { memberId: created.id, token: value.token };
}

/** The seeded game of a provider and code. */
export async function nodeIdOf(app: App, vendorCode: string, gameCode: string) {
  const [row] = await app.db
    .select({ nodeId: game.nodeId })
    .from(game)
    .where(and(eq(game.vendorCode, vendorCode), eq(game.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${vendorCode}/${gameCode}`);
  return row.nodeId;
}

/** One game matching a condition (lowest node id), for tests that need "some such game". */
export async function someGame(app: App, where: SQL) {
  const [row] = await app.db.select().from(game).where(where).orderBy(game.nodeId).limit(1);
  if (!row) throw new Error('no such game');
  return row;
}

/**
 * The oracle the list tests compare with: how many enabled games of enabled vendors match
 * a SQL condition, counted by the database rather than by the code under test.
 */
export async function countGames(app: App, where: SQL = sql`true`): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    app.db,
    sql`SELECT count(*)::text AS n FROM game g
      JOIN vendor v ON v.game_category = g.game_type AND v.vassalage = g.vendor_code
      WHERE g.enabled AND v.enabled AND ${where}`,
  );
  return Number(row?.n ?? 0);
}
