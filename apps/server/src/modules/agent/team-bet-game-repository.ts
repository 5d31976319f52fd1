import { inHouseGameCodes } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';

/** The in-house provider's vendor code, as its postings name it (`provider:BGS`). */
const IN_HOUSE_VENDOR = 'BGS';

export type TeamBetGameSqlRow = {
  vendor_code: string;
  game_code: string;
  game_name: string;
  rounds: string;
  stake: string;
  payout: string;
};

/**
 * One member's rounds of one UTC day [start, end), summed per provider and game: the
 * drill-down of a team-betting row. The reports read rollups (P10), but no rollup keeps the
 * game; the providers' own round records do, and one member's day is a bounded, indexed
 * read: in-house rounds by `game_round_member_game_idx` (member, each of the three game
 * codes, the day's range), sandbox rounds by the member's game sessions open that day
 * (`game_session_member_idx`) then `sandbox_round_session_idx` (session, the day's range).
 * Sandbox rounds count once their bet was accepted (`open`, `won`, `lost`); a `pending`
 * one may never have reached the wallet and a `rolled_back` one gave its stake back, as
 * the rollup's valid bet does. Their payout counts once the win was acknowledged.
 */
export function teamBetGameRows(
  db: Db,
  memberId: number,
  start: Date,
  end: Date,
  vendorCode: string | undefined,
) {
  const inHouse = sql`SELECT ${IN_HOUSE_VENDOR}::text AS vendor_code, r.game_code, r.stake,
      r.payout
    FROM game_round r
    WHERE r.member_id = ${memberId}
      AND r.game_code IN (${sql.join(
        inHouseGameCodes.map((c) => sql`${c}`),
        sql`, `,
      )})
      AND r.created_at >= ${start} AND r.created_at < ${end}`;
  // A bet is refused once its session expired, so a session that ended before the day
  // (or opened after it) holds none of the day's rounds.
  const sandbox = sql`SELECT s.vendor AS vendor_code, s.game_code, s.stake,
      CASE WHEN s.state IN ('won', 'lost') THEN coalesce(s.payout, 0) ELSE 0 END AS payout
    FROM game_session g
    JOIN sandbox_round s ON s.session_hash = g.token_hash
      AND s.created_at >= ${start} AND s.created_at < ${end}
    WHERE g.member_id = ${memberId} AND g.created_at < ${end} AND g.expires_at >= ${start}
      AND s.state IN ('open', 'won', 'lost')
      ${vendorCode ? sql`AND s.vendor = ${vendorCode}` : sql``}`;
  const sources =
    vendorCode === undefined
      ? sql`${inHouse} UNION ALL ${sandbox}`
      : vendorCode === IN_HOUSE_VENDOR
        ? inHouse
        : sandbox;
  return sqlRows<TeamBetGameSqlRow>(
    db,
    sql`SELECT r.vendor_code, r.game_code, coalesce(g.name, r.game_code) AS game_name,
        count(*)::text AS rounds, sum(r.stake)::text AS stake, sum(r.payout)::text AS payout
      FROM (${sources}) r
      LEFT JOIN game g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
      GROUP BY r.vendor_code, r.game_code, g.name
      ORDER BY sum(r.stake) DESC, r.vendor_code, r.game_code`,
  );
}

/** A member's account name (the drill-down's heading). */
export async function accountOf(db: Db, memberId: number): Promise<string> {
  const [row] = await sqlRows<{ account: string }>(
    db,
    sql`SELECT account FROM member WHERE id = ${memberId}`,
  );
  return row?.account ?? '';
}
