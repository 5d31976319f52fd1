import { WINNER_BOARD_LIMIT, type Language, type Winner } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { maskName } from '../../lib/mask-name';
import { sqlRows } from '../../lib/sql-rows';
import { gameIconUrl } from '../games';

/**
 * The winner board (spec §3 "Winner board item", §7 `GCSGAME_getRankList`).
 *
 * Design: the board is READ from the money that really moved, not written by the games.
 * Every win of every provider is a `win` posting of the wallet ledger (ADR 007), so the
 * ledger is the one place where all wins meet, already settled and never edited. What the
 * posting lacks is the game; its `reference` is the provider's round id, which the two
 * bundled providers keep in their own round tables (`game_round` for BGS, `sandbox_round`
 * for the sandbox aggregator, which also names the vendor), and from there the catalogue
 * row gives the name and icon. Wins of a provider we hold no rounds for are left out: a
 * board entry without its game would be noise.
 *
 * "Recent" is the last RECENT_POSTINGS postings (a range of the primary key, so the scan
 * is bounded however long the ledger grows, and no index is added to the hot ledger table,
 * P6) and at most RECENT_DAYS old. Trial (free-play) accounts play with play money and are
 * left out. Real wins always rank first; the seeded demo wins (`winner_demo`) only fill
 * the places left, so a fresh site is not empty and a live site shows only real wins.
 * Names are masked (`de***er`): the board is public.
 */
export const RECENT_POSTINGS = 100_000;
export const RECENT_DAYS = 7;
const TRIAL_TYPE = 4;

type WinnerRow = {
  account: string;
  node_id: number;
  name: string;
  display_name_pt: string | null;
  display_name_en: string | null;
  amount: string;
};

async function realWins(db: Db, limit: number): Promise<WinnerRow[]> {
  return sqlRows<WinnerRow>(
    db,
    sql`WITH recent AS (
          SELECT p.id, p.member_id, p.amount, p.reference, p.idempotency_key
          FROM ledger_posting p
          WHERE p.id > (SELECT coalesce(max(id), 0) FROM ledger_posting) - ${RECENT_POSTINGS}
            AND p.kind = 'win' AND p.amount > 0
            AND p.created_at > now() - make_interval(days => ${RECENT_DAYS})
        ),
        located AS (
          SELECT r.id, r.member_id, r.amount,
            coalesce(s.vendor, CASE WHEN g.id IS NOT NULL THEN 'BGS' END) AS vendor,
            coalesce(s.game_code, g.game_code) AS game_code
          FROM recent r
          LEFT JOIN game_round g
            ON g.id = r.reference AND r.idempotency_key LIKE 'provider:BGS:win:%'
          LEFT JOIN sandbox_round s
            ON s.id = r.reference AND r.idempotency_key LIKE 'provider:' || s.vendor || ':win:%'
        )
        SELECT m.account, gm.node_id, gm.name, gm.display_name_pt, gm.display_name_en,
          l.amount::text AS amount
        FROM located l
        JOIN member m ON m.id = l.member_id AND m.type <> ${TRIAL_TYPE}
        JOIN game gm ON gm.vendor_code = l.vendor AND gm.game_code = l.game_code
        ORDER BY l.amount DESC, l.id DESC
        LIMIT ${limit}`,
  );
}

async function demoWins(db: Db, limit: number): Promise<WinnerRow[]> {
  return sqlRows<WinnerRow>(
    db,
    sql`SELECT w.customer_name AS account, gm.node_id, gm.name, gm.display_name_pt,
          gm.display_name_en, w.win_amount::text AS amount
        FROM winner_demo w JOIN game gm ON gm.node_id = w.node_id
        ORDER BY w.win_amount DESC, w.id
        LIMIT ${limit}`,
  );
}

/** The board's rows, language-free: real wins first, demo wins after, at most 20. */
export async function readWinnerBoard(db: Db): Promise<WinnerRow[]> {
  const real = await realWins(db, WINNER_BOARD_LIMIT);
  const fill = WINNER_BOARD_LIMIT - real.length;
  return fill > 0 ? [...real, ...(await demoWins(db, fill))] : real;
}

export function toWinner(
  row: WinnerRow,
  language: Language,
  imageBase: string,
  currency: string,
): Winner {
  return {
    customerName: maskName(row.account),
    gameName: (language === 'en' ? row.display_name_en : row.display_name_pt) ?? row.name,
    iconUrl: gameIconUrl(imageBase, Number(row.node_id)),
    winAmount: Number(row.amount),
    currency,
  };
}
