import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { lotteryBet } from '../../db/schema';
import { lotteryChase } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const bigints = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export type LockedDraw = {
  id: number;
  vassalage: string;
  gameCode: string;
  opened: boolean;
  enabled: boolean;
  drawCap: number | null;
  numberCap: number | null;
  closesAt: Date;
};

/**
 * Locks draws FOR SHARE for the rest of the transaction, only while they take bets:
 * `status = 'open' AND closes_at > clock_timestamp()` read when the statement runs, so a
 * bet that arrives after the close finds nothing (R10). Drawing updates the row, so it
 * waits for the bets holding it. With the game's switch and caps.
 */
async function lockOpen(db: Db, where: SQL): Promise<LockedDraw[]> {
  const rows = await sqlRows<{
    id: string;
    vassalage: string;
    game_code: string;
    opened: boolean;
    enabled: boolean;
    draw_cap: string | null;
    number_cap: string | null;
    closes_at: string | Date;
  }>(
    db,
    sql`SELECT d.id::text, d.vassalage, d.game_code, d.opens_at <= clock_timestamp() AS opened,
          g.enabled, g.draw_cap::text, g.number_cap::text, d.closes_at
        FROM lottery_draw d JOIN lottery_game g USING (vassalage, game_code)
        WHERE ${where} AND d.status = 'open' AND d.closes_at > clock_timestamp()
        ORDER BY d.closes_at
        FOR SHARE OF d`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    vassalage: r.vassalage,
    gameCode: r.game_code,
    opened: r.opened,
    enabled: r.enabled,
    drawCap: r.draw_cap === null ? null : Number(r.draw_cap),
    numberCap: r.number_cap === null ? null : Number(r.number_cap),
    closesAt: new Date(r.closes_at),
  }));
}

/** The next `count` draws of a game still taking bets (the current one first), locked. */
export async function lockNextDraws(
  db: Db,
  vassalage: string,
  gameCode: string,
  count: number,
): Promise<LockedDraw[]> {
  const rows = await lockOpen(
    db,
    sql`d.id IN (SELECT n.id FROM lottery_draw n
          WHERE n.vassalage = ${vassalage} AND n.game_code = ${gameCode} AND n.status = 'open'
            AND n.closes_at > clock_timestamp()
          ORDER BY n.closes_at LIMIT ${count})`,
  );
  return rows;
}

/** The draw of a bet, locked FOR SHARE while it takes bets (a cancel's check, like a bet's). */
export async function lockOpenDrawOfBet(
  db: Db,
  betId: number,
  memberId: number,
): Promise<LockedDraw | undefined> {
  const [row] = await lockOpen(
    db,
    sql`d.id = (SELECT b.draw_id FROM lottery_bet b WHERE b.id = ${betId} AND b.member_id = ${memberId})`,
  );
  return row;
}

/** One slip's bets for `lottery_place_slip`, priced and hashed by the caller. */
export type SlipBets = {
  /** A chase's draw, already locked by its transaction; null names the draw by number. */
  drawId: number | null;
  vassalage: string;
  gameCode: string;
  drawNumber: string;
  memberId: number;
  requestId: string;
  chaseId: number | null;
  slipOffset: number;
  bets: readonly {
    betType: string;
    selection: unknown;
    units: number;
    unitStake: number;
    multiplier: number;
    stake: number;
    /** The wallet's request hash of the bet's posting. */
    postingHash: string;
  }[];
  /** Sorted, distinct outcome keys and what the slip adds to each (the number cap). */
  exposures: readonly { key: string; amount: number }[];
  /** The most the slip can pay (the draw cap). */
  maxReturn: number;
  /**
   * The strings the slip's postings are written with, from the code that owns them (the
   * bet key's prefix, the provider account, the round's prefix), never spelled in SQL.
   */
  ledger: { keyPrefix: string; counterparty: string; roundPrefix: string };
};

export type PlacedBet = {
  id: number;
  createdAt: Date;
  balanceAfter: number;
  drawId: number;
  closesAt: Date;
};

/**
 * Places a slip with the `lottery_place_slip` SQL function (migration 0025): the draw
 * locked while it takes bets, the bets, their postings and the caps in ONE statement. Given
 * the database it is its own transaction; given a transaction it joins it. Refusals are
 * the function's SQLSTATEs (OL101–OL105) and the wallet's, as the driver's errors.
 */
export async function placeSlip(db: Db, slip: SlipBets): Promise<PlacedBet[]> {
  const col = <T>(pick: (b: SlipBets['bets'][number]) => T) => sql.param(slip.bets.map(pick));
  const rows = await sqlRows<{
    bet_id: string;
    created_at: string | Date;
    balance_after: string;
    draw_id: string;
    closes_at: string | Date;
  }>(
    db,
    sql`SELECT bet_id::text, created_at, balance_after::text, draw_id::text, closes_at
        FROM lottery_place_slip(${slip.drawId}::bigint, ${slip.vassalage}, ${slip.gameCode},
          ${slip.drawNumber}, ${slip.memberId}::integer, ${slip.requestId}, ${slip.chaseId}::bigint,
          ${slip.slipOffset}::integer, ${col((b) => b.betType)}::text[],
          ${col((b) => JSON.stringify(b.selection))}::jsonb[], ${col((b) => b.units)}::integer[],
          ${col((b) => b.unitStake)}::bigint[], ${col((b) => b.multiplier)}::integer[],
          ${col((b) => b.stake)}::bigint[], ${col((b) => b.postingHash)}::text[],
          ${texts(slip.exposures.map((e) => e.key))}, ${bigints(slip.exposures.map((e) => e.amount))},
          ${slip.maxReturn}::bigint, ${slip.ledger.keyPrefix}, ${slip.ledger.counterparty},
          ${slip.ledger.roundPrefix})`,
  );
  return rows.map((r) => ({
    id: Number(r.bet_id),
    createdAt: new Date(r.created_at),
    balanceAfter: Number(r.balance_after),
    drawId: Number(r.draw_id),
    closesAt: new Date(r.closes_at),
  }));
}

/** Lowers exposure counters (a cancelled bet no longer exposes the house). */
export async function lowerExposures(
  db: Db,
  drawId: number,
  entries: readonly { key: string; amount: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(
    sql`UPDATE lottery_exposure e SET amount = greatest(e.amount - u.amount, 0)
        FROM unnest(${texts(entries.map((e) => e.key))}, ${bigints(entries.map((e) => e.amount))})
          AS u(key, amount)
        WHERE e.draw_id = ${drawId} AND e.key = u.key`,
  );
}

export type BetRow = typeof lotteryBet.$inferSelect & { selection: string[][] };

export type NewChase = typeof lotteryChase.$inferInsert;
export type ChaseRow = typeof lotteryChase.$inferSelect & { selection: string[][] };

export async function insertChase(db: Db, chase: NewChase): Promise<ChaseRow> {
  const [row] = await db.insert(lotteryChase).values(chase).returning();
  return row as ChaseRow;
}

/** A bet as members see it: with its draw's number, times and result. */
export type BetView = BetRow & {
  vassalage: string;
  gameCode: string;
  drawNumber: string;
  drawStatus: string;
  closesAt: Date;
  result: string[] | null;
};

type RawBet = {
  id: string;
  member_id: number;
  draw_id: string;
  chase_id: string | null;
  bet_type: string;
  selection: string[][] | string;
  units: number;
  unit_stake: string;
  multiplier: number;
  stake: string;
  status: BetRow['status'];
  payout: string;
  win_bp: string | null;
  request_id: string;
  slip_index: number;
  created_at: string | Date;
  settled_at: string | Date | null;
  vassalage: string;
  game_code: string;
  draw_number: string;
  draw_status: string;
  closes_at: string | Date;
  result: string[] | string | null;
};

const betViewColumns = sql`b.id::text, b.member_id, b.draw_id::text, b.chase_id::text,
  b.bet_type, b.selection, b.units, b.unit_stake::text, b.multiplier, b.stake::text, b.status,
  b.payout::text, b.win_bp::text, b.request_id, b.slip_index, b.created_at, b.settled_at,
  d.vassalage, d.game_code, d.draw_number, d.status AS draw_status, d.closes_at, d.result`;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function betViewOf(r: RawBet): BetView {
  return {
    id: Number(r.id),
    memberId: r.member_id,
    drawId: Number(r.draw_id),
    chaseId: r.chase_id === null ? null : Number(r.chase_id),
    betType: r.bet_type,
    selection: json(r.selection),
    units: r.units,
    unitStake: Number(r.unit_stake),
    multiplier: r.multiplier,
    stake: Number(r.stake),
    status: r.status,
    payout: Number(r.payout),
    winBp: r.win_bp === null ? null : Number(r.win_bp),
    requestId: r.request_id,
    slipIndex: r.slip_index,
    createdAt: new Date(r.created_at),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
    vassalage: r.vassalage,
    gameCode: r.game_code,
    drawNumber: r.draw_number,
    drawStatus: r.draw_status,
    closesAt: new Date(r.closes_at),
    result: r.result === null ? null : json(r.result),
  };
}

/** The bets a member's request placed (a retry's answer), in slip order. */
export async function betsOfRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<BetView[]> {
  const rows = await sqlRows<RawBet>(
    db,
    sql`SELECT ${betViewColumns} FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE b.member_id = ${memberId} AND b.request_id = ${requestId}
        ORDER BY b.slip_index`,
  );
  return rows.map(betViewOf);
}

export async function betViewsByIds(db: Db, ids: readonly number[]): Promise<BetView[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<RawBet>(
    db,
    sql`SELECT ${betViewColumns} FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE b.id = ANY(${bigints(ids)}) ORDER BY b.id`,
  );
  return rows.map(betViewOf);
}

/** A member's bets, newest first, keyset-paged by id (`lottery_bet_member_idx`). */
export async function memberBets(
  db: Db,
  memberId: number,
  filter: {
    status?: BetRow['status'] | undefined;
    vassalage?: string | undefined;
    gameCode?: string | undefined;
    cursor?: number | undefined;
    limit: number;
  },
): Promise<BetView[]> {
  const conditions = [sql`b.member_id = ${memberId}`];
  if (filter.status) conditions.push(sql`b.status = ${filter.status}`);
  if (filter.vassalage) conditions.push(sql`d.vassalage = ${filter.vassalage}`);
  if (filter.gameCode) conditions.push(sql`d.game_code = ${filter.gameCode}`);
  if (filter.cursor !== undefined) conditions.push(sql`b.id < ${filter.cursor}`);
  const rows = await sqlRows<RawBet>(
    db,
    sql`SELECT ${betViewColumns} FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY b.id DESC LIMIT ${filter.limit}`,
  );
  return rows.map(betViewOf);
}

/** The member's open bet `betId`, if it is theirs and open. */
export async function ownOpenBet(
  db: Db,
  memberId: number,
  betId: number,
): Promise<BetView | undefined> {
  const [row] = await sqlRows<RawBet>(
    db,
    sql`SELECT ${betViewColumns} FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE b.id = ${betId} AND b.member_id = ${memberId}`,
  );
  return row ? betViewOf(row) : undefined;
}

export type ClosedBet = {
  id: number;
  memberId: number;
  drawId: number;
  vassalage: string;
  gameCode: string;
  betType: string;
  selection: string[][];
  unitStake: number;
  multiplier: number;
  stake: number;
};

/** One conditional `open → cancelled|void` per bet; the bets this call changed. */
export async function closeOpenBets(
  db: Db,
  ids: readonly number[],
  status: 'cancelled' | 'void',
  when: Date,
): Promise<ClosedBet[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<{
    id: string;
    member_id: number;
    draw_id: string;
    vassalage: string;
    game_code: string;
    bet_type: string;
    selection: string[][] | string;
    unit_stake: string;
    multiplier: number;
    stake: string;
  }>(
    db,
    sql`UPDATE lottery_bet b SET status = ${status}, settled_at = ${at(when)}
        FROM lottery_draw d
        WHERE b.id = ANY(${bigints(ids)}) AND b.status = 'open' AND d.id = b.draw_id
        RETURNING b.id::text, b.member_id, b.draw_id::text, d.vassalage, d.game_code,
          b.bet_type, b.selection, b.unit_stake::text, b.multiplier, b.stake::text`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    drawId: Number(r.draw_id),
    vassalage: r.vassalage,
    gameCode: r.game_code,
    betType: r.bet_type,
    selection: json(r.selection),
    unitStake: Number(r.unit_stake),
    multiplier: r.multiplier,
    stake: Number(r.stake),
  }));
}

export type OpenBet = {
  id: number;
  memberId: number;
  chaseId: number | null;
  betType: string;
  selection: string[][];
  unitStake: number;
  multiplier: number;
  stake: number;
};

/** A draw's open bets, by member then id: what settlement prices (`lottery_bet_draw_open_idx`). */
export async function openBetsOfDraw(db: Db, drawId: number): Promise<OpenBet[]> {
  const rows = await sqlRows<{
    id: string;
    member_id: number;
    chase_id: string | null;
    bet_type: string;
    selection: string[][] | string;
    unit_stake: string;
    multiplier: number;
    stake: string;
  }>(
    db,
    sql`SELECT id::text, member_id, chase_id::text, bet_type, selection, unit_stake::text,
          multiplier, stake::text
        FROM lottery_bet WHERE draw_id = ${drawId} AND status = 'open'
        ORDER BY member_id, id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    chaseId: r.chase_id === null ? null : Number(r.chase_id),
    betType: r.bet_type,
    selection: json(r.selection),
    unitStake: Number(r.unit_stake),
    multiplier: r.multiplier,
    stake: Number(r.stake),
  }));
}

/** Open bet ids of a draw (a void's refunds). */
export async function openBetIdsOfDraw(db: Db, drawId: number): Promise<number[]> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`SELECT id::text FROM lottery_bet WHERE draw_id = ${drawId} AND status = 'open'
        ORDER BY member_id, id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Settles priced bets of a drawn draw in one statement: `open → won|lost` with their pay,
 * only for bets still open (the per-bet key of R10). Returns the bets this call settled.
 */
export async function settleBetRows(
  db: Db,
  drawId: number,
  bets: readonly { id: number; winBp: number; payout: number }[],
  when: Date,
): Promise<{ id: number; memberId: number; payout: number; chaseId: number | null }[]> {
  if (bets.length === 0) return [];
  const rows = await sqlRows<{
    id: string;
    member_id: number;
    payout: string;
    chase_id: string | null;
  }>(
    db,
    sql`UPDATE lottery_bet b
        SET status = CASE WHEN v.bp > 0 THEN 'won' ELSE 'lost' END, win_bp = v.bp,
          payout = v.payout, settled_at = ${at(when)}
        FROM unnest(${bigints(bets.map((b) => b.id))}, ${bigints(bets.map((b) => b.winBp))},
          ${bigints(bets.map((b) => b.payout))}) AS v(id, bp, payout)
        WHERE b.id = v.id AND b.draw_id = ${drawId} AND b.status = 'open'
        RETURNING b.id::text, b.member_id, b.payout::text, b.chase_id::text`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    payout: Number(r.payout),
    chaseId: r.chase_id === null ? null : Number(r.chase_id),
  }));
}

/**
 * Stop-on-win: the open bets of these chases on draws after `afterClose` that still take
 * bets (not yet drawn), and marks the chases stopped.
 */
export async function stopChases(
  db: Db,
  chaseIds: readonly number[],
  afterClose: Date,
): Promise<number[]> {
  if (chaseIds.length === 0) return [];
  await db.execute(
    sql`UPDATE lottery_chase SET status = 'stopped'
        WHERE id = ANY(${bigints(chaseIds)}) AND stop_on_win AND status = 'running'`,
  );
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`SELECT b.id::text FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        JOIN lottery_chase c ON c.id = b.chase_id
        WHERE b.chase_id = ANY(${bigints(chaseIds)}) AND c.stop_on_win AND b.status = 'open'
          AND d.status = 'open' AND d.closes_at > ${at(afterClose)}
        ORDER BY b.id`,
  );
  return rows.map((r) => Number(r.id));
}

export type ChaseView = ChaseRow & {
  placed: number;
  won: number;
  open: number;
  totalStake: number;
  totalPayout: number;
};

const chaseViewSql = sql`SELECT c.*, coalesce(s.placed, 0) AS placed, coalesce(s.won, 0) AS won,
    coalesce(s.open, 0) AS open, coalesce(s.stake, 0)::text AS total_stake,
    coalesce(s.payout, 0)::text AS total_payout
  FROM lottery_chase c LEFT JOIN LATERAL (
    SELECT count(*)::integer AS placed, (count(*) FILTER (WHERE b.status = 'won'))::integer AS won,
      (count(*) FILTER (WHERE b.status = 'open'))::integer AS open,
      sum(b.stake) FILTER (WHERE b.status NOT IN ('void', 'cancelled')) AS stake,
      sum(b.payout) AS payout
    FROM lottery_bet b WHERE b.chase_id = c.id) s ON true`;

type RawChase = {
  id: string;
  member_id: number;
  vassalage: string;
  game_code: string;
  bet_type: string;
  selection: string[][] | string;
  unit_stake: string;
  multiplier: number;
  draws: number;
  stop_on_win: boolean;
  status: ChaseRow['status'];
  request_id: string;
  created_at: string | Date;
  placed: number;
  won: number;
  open: number;
  total_stake: string;
  total_payout: string;
};

function chaseViewOf(r: RawChase): ChaseView {
  return {
    id: Number(r.id),
    memberId: r.member_id,
    vassalage: r.vassalage,
    gameCode: r.game_code,
    betType: r.bet_type,
    selection: json(r.selection),
    unitStake: Number(r.unit_stake),
    multiplier: r.multiplier,
    draws: r.draws,
    stopOnWin: r.stop_on_win,
    status: r.status,
    requestId: r.request_id,
    createdAt: new Date(r.created_at),
    placed: r.placed,
    won: r.won,
    open: r.open,
    totalStake: Number(r.total_stake),
    totalPayout: Number(r.total_payout),
  };
}

export async function memberChases(db: Db, memberId: number, limit: number): Promise<ChaseView[]> {
  const rows = await sqlRows<RawChase>(
    db,
    sql`${chaseViewSql} WHERE c.member_id = ${memberId} ORDER BY c.id DESC LIMIT ${limit}`,
  );
  return rows.map(chaseViewOf);
}

export async function chaseView(db: Db, chaseId: number): Promise<ChaseView | undefined> {
  const [row] = await sqlRows<RawChase>(db, sql`${chaseViewSql} WHERE c.id = ${chaseId}`);
  return row ? chaseViewOf(row) : undefined;
}

export async function chaseByRequest(
  db: Db,
  memberId: number,
  requestId: string,
): Promise<ChaseView | undefined> {
  const [row] = await sqlRows<RawChase>(
    db,
    sql`${chaseViewSql} WHERE c.member_id = ${memberId} AND c.request_id = ${requestId}`,
  );
  return row ? chaseViewOf(row) : undefined;
}

/**
 * A member cancels a chase: marks it cancelled (unless stopped or cancelled already) and
 * answers its open bets on draws still taking bets, locking those draws FOR SHARE.
 */
export async function cancelChaseRow(
  db: Db,
  memberId: number,
  chaseId: number,
): Promise<{ found: boolean; betIds: number[] }> {
  const own = await sqlRows<{ id: string }>(
    db,
    sql`SELECT id::text FROM lottery_chase WHERE id = ${chaseId} AND member_id = ${memberId}
        FOR UPDATE`,
  );
  if (own.length === 0) return { found: false, betIds: [] };
  await db.execute(
    sql`UPDATE lottery_chase SET status = 'cancelled' WHERE id = ${chaseId} AND status = 'running'`,
  );
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`SELECT b.id::text FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
        WHERE b.chase_id = ${chaseId} AND b.status = 'open' AND d.status = 'open'
          AND d.closes_at > clock_timestamp()
        ORDER BY d.closes_at
        FOR SHARE OF d`,
  );
  return { found: true, betIds: rows.map((r) => Number(r.id)) };
}

/** The operator's view of a draw's bets: counts and money, and the largest bets. */
export async function drawBetSummary(
  db: Db,
  drawId: number,
): Promise<{ bets: number; open: number; stake: number; payout: number }> {
  const [row] = await sqlRows<{ bets: number; open: number; stake: string; payout: string }>(
    db,
    sql`SELECT count(*)::integer AS bets, (count(*) FILTER (WHERE status = 'open'))::integer AS open,
          coalesce(sum(stake) FILTER (WHERE status NOT IN ('void', 'cancelled')), 0)::text AS stake,
          coalesce(sum(payout), 0)::text AS payout
        FROM lottery_bet WHERE draw_id = ${drawId}`,
  );
  return {
    bets: row?.bets ?? 0,
    open: row?.open ?? 0,
    stake: Number(row?.stake ?? 0),
    payout: Number(row?.payout ?? 0),
  };
}

export async function drawTopBets(db: Db, drawId: number, limit: number) {
  const rows = await sqlRows<{
    id: string;
    member_id: number;
    account: string;
    bet_type: string;
    selection: string[][] | string;
    stake: string;
    status: string;
    payout: string;
  }>(
    db,
    sql`SELECT b.id::text, b.member_id, m.account, b.bet_type, b.selection, b.stake::text,
          b.status, b.payout::text
        FROM lottery_bet b JOIN member m ON m.id = b.member_id
        WHERE b.draw_id = ${drawId} ORDER BY b.stake DESC, b.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    account: r.account,
    betType: r.bet_type,
    selection: json(r.selection),
    stake: Number(r.stake),
    status: r.status,
    payout: Number(r.payout),
  }));
}
