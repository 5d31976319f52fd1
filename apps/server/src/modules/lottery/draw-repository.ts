import type { DrawSchedule, LotteryGameDef } from '@openlobby/games';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryDraw, lotteryGame } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

/** A parameter both drivers send alike. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type GameRow = typeof lotteryGame.$inferSelect & { schedule: DrawSchedule };
export type DrawRow = typeof lotteryDraw.$inferSelect & { result: string[] | null };

/** Adds the games of the games package the table lacks; an operator's changes stay. */
export async function ensureGames(db: Db, defs: readonly LotteryGameDef[]): Promise<void> {
  await db
    .insert(lotteryGame)
    .values(
      defs.map((d) => ({
        vassalage: d.vassalage,
        gameCode: d.gameCode,
        family: d.family,
        name: d.name,
        schedule: d.schedule,
      })),
    )
    .onConflictDoNothing();
}

export async function listGames(db: Db): Promise<GameRow[]> {
  const rows = await db
    .select()
    .from(lotteryGame)
    .orderBy(asc(lotteryGame.vassalage), asc(lotteryGame.gameCode));
  return rows as GameRow[];
}

export async function findGame(
  db: Db,
  vassalage: string,
  gameCode: string,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryGame)
    .where(and(eq(lotteryGame.vassalage, vassalage), eq(lotteryGame.gameCode, gameCode)));
  return row as GameRow | undefined;
}

export async function updateGame(
  db: Db,
  vassalage: string,
  gameCode: string,
  patch: Partial<Pick<GameRow, 'schedule' | 'enabled' | 'drawCap' | 'numberCap'>>,
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(lotteryGame)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(lotteryGame.vassalage, vassalage), eq(lotteryGame.gameCode, gameCode)))
    .returning();
  return row as GameRow | undefined;
}

/** Per game: its open draws still to close after `now`, and the latest close of any draw. */
export async function upcomingCounts(
  db: Db,
  now: Date,
): Promise<Map<string, { upcoming: number; lastClose: Date | null }>> {
  const rows = await sqlRows<{
    vassalage: string;
    game_code: string;
    upcoming: number;
    last_close: string | null;
  }>(
    db,
    sql`SELECT g.vassalage, g.game_code,
          (SELECT count(*)::integer FROM lottery_draw d
            WHERE d.vassalage = g.vassalage AND d.game_code = g.game_code
              AND d.status = 'open' AND d.closes_at > ${at(now)}) AS upcoming,
          (SELECT max(d.closes_at)::text FROM lottery_draw d
            WHERE d.vassalage = g.vassalage AND d.game_code = g.game_code) AS last_close
        FROM lottery_game g`,
  );
  return new Map(
    rows.map((r) => [
      `${r.vassalage}:${r.game_code}`,
      { upcoming: r.upcoming, lastClose: r.last_close ? new Date(r.last_close) : null },
    ]),
  );
}

export type NewDraw = {
  vassalage: string;
  gameCode: string;
  drawNumber: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  seed: string;
  seedHash: string;
  clientSeed: string;
};

/** Inserts draws; a draw number the game already has is left as it is. Returns how many. */
export async function insertDraws(db: Db, draws: readonly NewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const rows = await db
    .insert(lotteryDraw)
    .values(draws.map((d) => ({ ...d })))
    .onConflictDoNothing()
    .returning({ id: lotteryDraw.id });
  return rows.length;
}

/**
 * Removes a game's draws that have not opened by `now` and hold no bet (a changed
 * schedule's old slots); draws with bets stay and are drawn at their time. Each candidate
 * is first held from bets (a chase may be betting on it right now; no foreign key guards a
 * bet's draw), so the delete, in a later snapshot, sees every bet that committed.
 */
export async function deleteUnopenedEmptyDraws(
  db: Db,
  vassalage: string,
  gameCode: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const unopened = sql`d.vassalage = ${vassalage} AND d.game_code = ${gameCode}
      AND d.status = 'open' AND d.opens_at > ${at(now)}`;
    await sqlRows(
      tx,
      sql`SELECT pg_advisory_xact_lock(1015, (d.id % 2147483647)::integer)
          FROM lottery_draw d WHERE ${unopened} ORDER BY d.id`,
    );
    const rows = await sqlRows<{ id: string }>(
      tx,
      sql`DELETE FROM lottery_draw d
          WHERE ${unopened} AND NOT EXISTS (SELECT 1 FROM lottery_bet b WHERE b.draw_id = d.id)
          RETURNING d.id::text`,
    );
    return rows.length;
  });
}

export type DueDraw = {
  id: number;
  vassalage: string;
  gameCode: string;
  family: string;
  seed: string;
  clientSeed: string;
};

/** Open draws whose drawing time has come, oldest first. */
export async function dueDraws(db: Db, now: Date, limit: number): Promise<DueDraw[]> {
  const rows = await sqlRows<{
    id: string;
    vassalage: string;
    game_code: string;
    family: string;
    seed: string;
    client_seed: string;
  }>(
    db,
    sql`SELECT d.id::text, d.vassalage, d.game_code, g.family, d.seed, d.client_seed
        FROM lottery_draw d JOIN lottery_game g USING (vassalage, game_code)
        WHERE d.status = 'open' AND d.draws_at <= ${at(now)}
        ORDER BY d.draws_at LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    vassalage: r.vassalage,
    gameCode: r.game_code,
    family: r.family,
    seed: r.seed,
    clientSeed: r.client_seed,
  }));
}

/**
 * `open → drawn` with the result, once: a second call (another instance, a rerun) finds
 * no open row and answers false. Waits for bets in flight first (`holdDrawFromBets`).
 */
export async function markDrawn(
  db: Db,
  drawId: number,
  result: readonly string[],
  drawnAt: Date,
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await holdDrawFromBets(tx, drawId);
    const rows = await tx
      .update(lotteryDraw)
      .set({ status: 'drawn', result: [...result], drawnAt })
      .where(and(eq(lotteryDraw.id, drawId), eq(lotteryDraw.status, 'open')))
      .returning({ id: lotteryDraw.id });
    return rows.length === 1;
  });
}

/**
 * Waits for every bet slip in flight on a draw and keeps new ones out until the caller's
 * transaction ends: slips hold the same advisory lock shared (`lottery_place_slip`,
 * migration 0022), so once this returns, a status change the transaction makes is what
 * every later slip reads, and no bet commits after the draw stops taking bets (R10).
 */
export async function holdDrawFromBets(db: Db, drawId: number): Promise<void> {
  // Key 1015 (with the draw id) is this lock's everywhere: migration 0022's slip function
  // and the schedule's delete above take it too.
  await sqlRows(db, sql`SELECT pg_advisory_xact_lock(1015, (${drawId} % 2147483647)::integer)`);
}

/** Draws whose bets wait for settlement (drawn) or for their refunds (void, not yet finished). */
export async function drawsToFinish(
  db: Db,
  limit: number,
): Promise<{ id: number; status: 'drawn' | 'void' }[]> {
  const rows = await sqlRows<{ id: string; status: 'drawn' | 'void' }>(
    db,
    sql`(SELECT id::text, status FROM lottery_draw WHERE status = 'drawn' ORDER BY draws_at LIMIT ${limit})
        UNION ALL
        (SELECT id::text, status FROM lottery_draw
          WHERE status = 'void' AND settled_at IS NULL ORDER BY id LIMIT ${limit})`,
  );
  return rows.map((r) => ({ id: Number(r.id), status: r.status }));
}

/** `drawn → settled` once no bet of the draw is open. */
export async function markSettledIfDone(db: Db, drawId: number, at_: Date): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`UPDATE lottery_draw d SET status = 'settled', settled_at = ${at(at_)}
        WHERE d.id = ${drawId} AND d.status = 'drawn'
          AND NOT EXISTS (SELECT 1 FROM lottery_bet b WHERE b.draw_id = d.id AND b.status = 'open')
        RETURNING d.id::text`,
  );
  return rows.length === 1;
}

/** A void draw's refunds are finished once none of its bets is open (`settled_at` set). */
export async function markVoidDone(db: Db, drawId: number, at_: Date): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`UPDATE lottery_draw d SET settled_at = ${at(at_)}
        WHERE d.id = ${drawId} AND d.status = 'void' AND d.settled_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM lottery_bet b WHERE b.draw_id = d.id AND b.status = 'open')
        RETURNING d.id::text`,
  );
  return rows.length === 1;
}

/**
 * Makes a draw void unless any of its bets is settled (won or lost): from open, or from
 * drawn before its settlement began. Runs under the draw's settlement lock.
 */
export async function markVoid(db: Db, drawId: number, reason: string): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`UPDATE lottery_draw d SET status = 'void', void_reason = ${reason}
        WHERE d.id = ${drawId} AND d.status IN ('open', 'drawn')
          AND NOT EXISTS (SELECT 1 FROM lottery_bet b
            WHERE b.draw_id = d.id AND b.status IN ('won', 'lost'))
        RETURNING d.id::text`,
  );
  return rows.length === 1;
}

/**
 * Keeps the settlement and the void of one draw apart (across instances too) for the rest
 * of the transaction: settlement chunks share the lock, a void or refund chunk holds it
 * alone, so a void never interleaves its row locks with a settlement's.
 */
export async function lockDrawSettlement(
  db: Db,
  drawId: number,
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> {
  await sqlRows(
    db,
    mode === 'shared'
      ? sql`SELECT pg_advisory_xact_lock_shared(1014, (${drawId} % 2147483647)::integer)`
      : sql`SELECT pg_advisory_xact_lock(1014, (${drawId} % 2147483647)::integer)`,
  );
}

export async function drawStatus(db: Db, drawId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: lotteryDraw.status })
    .from(lotteryDraw)
    .where(eq(lotteryDraw.id, drawId));
  return row?.status;
}

export async function drawById(db: Db, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(lotteryDraw).where(eq(lotteryDraw.id, drawId));
  return row as DrawRow | undefined;
}

export async function drawByNumber(
  db: Db,
  vassalage: string,
  gameCode: string,
  drawNumber: string,
): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraw)
    .where(
      and(
        eq(lotteryDraw.vassalage, vassalage),
        eq(lotteryDraw.gameCode, gameCode),
        eq(lotteryDraw.drawNumber, drawNumber),
      ),
    );
  return row as DrawRow | undefined;
}

/** Per game, the draw taking bets at `now` (if any) and the latest drawn one. */
export async function currentAndLastDraws(
  db: Db,
  now: Date,
): Promise<Map<string, { current?: DrawRow; last?: DrawRow }>> {
  const [current, last] = await Promise.all([
    sqlRows<RawDraw>(
      db,
      sql`SELECT c.* FROM lottery_game g CROSS JOIN LATERAL (
        SELECT * FROM lottery_draw d
        WHERE d.vassalage = g.vassalage AND d.game_code = g.game_code AND d.status = 'open'
          AND d.closes_at > ${at(now)} AND d.opens_at <= ${at(now)}
        ORDER BY d.closes_at LIMIT 1) c`,
    ),
    sqlRows<RawDraw>(
      db,
      sql`SELECT l.* FROM lottery_game g CROSS JOIN LATERAL (
        SELECT * FROM lottery_draw d
        WHERE d.vassalage = g.vassalage AND d.game_code = g.game_code
          AND d.status IN ('drawn', 'settled')
        ORDER BY d.closes_at DESC LIMIT 1) l`,
    ),
  ]);
  const map = new Map<string, { current?: DrawRow; last?: DrawRow }>();
  const entry = (r: DrawRow) => {
    const key = `${r.vassalage}:${r.gameCode}`;
    let e = map.get(key);
    if (!e) map.set(key, (e = {}));
    return e;
  };
  for (const raw of current) {
    const r = drawOfRaw(raw);
    entry(r).current = r;
  }
  for (const raw of last) {
    const r = drawOfRaw(raw);
    entry(r).last = r;
  }
  return map;
}

/** A game's drawn draws, latest first, before the close of draw `before` if given. */
export async function drawnDraws(
  db: Db,
  vassalage: string,
  gameCode: string,
  limit: number,
  before?: string,
): Promise<DrawRow[]> {
  const beforeClose = before
    ? sql`AND d.closes_at < coalesce((SELECT b.closes_at FROM lottery_draw b
          WHERE b.vassalage = ${vassalage} AND b.game_code = ${gameCode}
            AND b.draw_number = ${before}), '-infinity'::timestamptz)`
    : sql``;
  const rows = await sqlRows<RawDraw>(
    db,
    sql`SELECT * FROM lottery_draw d
        WHERE d.vassalage = ${vassalage} AND d.game_code = ${gameCode}
          AND d.status IN ('drawn', 'settled') ${beforeClose}
        ORDER BY d.closes_at DESC LIMIT ${limit}`,
  );
  return rows.map(drawOfRaw);
}

/** The operator's list: a game's draws around now (latest first), by stored status. */
export async function operatorDraws(
  db: Db,
  vassalage: string,
  gameCode: string,
  status: DrawRow['status'] | undefined,
  limit: number,
): Promise<DrawRow[]> {
  const rows = await db
    .select()
    .from(lotteryDraw)
    .where(
      and(
        eq(lotteryDraw.vassalage, vassalage),
        eq(lotteryDraw.gameCode, gameCode),
        status ? eq(lotteryDraw.status, status) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraw.closesAt))
    .limit(limit);
  return rows as DrawRow[];
}

/** Bets placed per game in the window, most first. */
export async function betCountsSince(
  db: Db,
  since: Date,
): Promise<{ vassalage: string; gameCode: string; bets: number }[]> {
  const rows = await sqlRows<{ vassalage: string; game_code: string; bets: number }>(
    db,
    sql`SELECT d.vassalage, d.game_code, count(*)::integer AS bets
        FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE b.created_at >= ${at(since)}
        GROUP BY d.vassalage, d.game_code ORDER BY bets DESC`,
  );
  return rows.map((r) => ({ vassalage: r.vassalage, gameCode: r.game_code, bets: r.bets }));
}

type RawDraw = {
  id: string | number;
  vassalage: string;
  game_code: string;
  draw_number: string;
  status: DrawRow['status'];
  opens_at: string | Date;
  closes_at: string | Date;
  draws_at: string | Date;
  seed: string;
  seed_hash: string;
  client_seed: string;
  result: string[] | string | null;
  drawn_at: string | Date | null;
  settled_at: string | Date | null;
  void_reason: string | null;
  created_at: string | Date;
};

const dateOf = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: string | Date | null) => (v === null ? null : dateOf(v));

/** A row of a raw query (the drivers differ in what they parse) as the table's row type. */
function drawOfRaw(r: RawDraw): DrawRow {
  return {
    id: Number(r.id),
    vassalage: r.vassalage,
    gameCode: r.game_code,
    drawNumber: r.draw_number,
    status: r.status,
    opensAt: dateOf(r.opens_at),
    closesAt: dateOf(r.closes_at),
    drawsAt: dateOf(r.draws_at),
    seed: r.seed,
    seedHash: r.seed_hash,
    clientSeed: r.client_seed,
    result: typeof r.result === 'string' ? (JSON.parse(r.result) as string[]) : r.result,
    drawnAt: dateOrNull(r.drawn_at),
    settledAt: dateOrNull(r.settled_at),
    voidReason: r.void_reason,
    createdAt: dateOf(r.created_at),
  };
}
