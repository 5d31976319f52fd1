import {
  betCategories,
  type BetCategory,
  type BetRecord,
  type BetRecordPage,
  type BetVerify,
  type BonusPage,
  type Profit,
  type ProfitDay,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { daysOf, recordRange } from './period';
import {
  bonusSourceOf,
  readBetRecords,
  readBetTotals,
  readBonuses,
  readProfit,
  type BetCursor,
  type BetRecordRow,
} from './records-repository';

/** The in-house games' provider code (their rounds verify in the game's own page). */
const IN_HOUSE_VENDOR = 'BGS';
const LOTTERY_ROUND = /^lottery:\d+$/;

const asCategory = (c: string | null): BetCategory =>
  c && (betCategories as readonly string[]).includes(c) ? (c as BetCategory) : 'OTHER';

function parseCursor(cursor: string | undefined): BetCursor | null {
  if (!cursor) return null;
  const [micros, id] = cursor.split('.');
  return { micros: BigInt(micros!), id: BigInt(id!) };
}

function verifyOf(row: BetRecordRow): BetVerify | null {
  if (!row.game_code) return null;
  if (LOTTERY_ROUND.test(row.round_id)) {
    return {
      kind: 'lottery',
      vassalage: row.vendor_code,
      gameCode: row.game_code,
      drawNumber: row.draw_number,
    };
  }
  if (row.vendor_code === IN_HOUSE_VENDOR) {
    return { kind: 'inHouse', roundId: row.round_id, gameCode: row.game_code };
  }
  return null;
}

function toRecord(row: BetRecordRow): BetRecord {
  return {
    id: Number(row.id),
    roundId: row.round_id,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name ?? row.vendor_code,
    gameCode: row.game_code,
    gameName: row.game_name,
    category: asCategory(row.category),
    betCount: row.bet_count,
    stake: Number(row.stake),
    refunded: Number(row.refunded),
    win: Number(row.win),
    placedAt: new Date(Number(BigInt(row.cursor_us) / 1000n)).toISOString(),
    verify: verifyOf(row),
  };
}

export type BetRecordRequest = {
  from?: string | undefined;
  to?: string | undefined;
  category?: BetCategory | undefined;
  vendor?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
};

/** The betting record (spec §2 personalHistoryCopy): a keyset page and the filter's totals. */
export async function betRecordPage(
  db: Db,
  memberId: number,
  q: BetRecordRequest,
  currency: string,
  now = Date.now(),
): Promise<BetRecordPage> {
  const range = recordRange(q, now);
  const filter = { range, category: q.category, vendor: q.vendor };
  const [rows, totals] = await Promise.all([
    readBetRecords(db, memberId, filter, parseCursor(q.cursor), q.pageSize + 1),
    readBetTotals(db, memberId, filter),
  ]);
  const page = rows.slice(0, q.pageSize);
  const last = page[page.length - 1];
  const stake = Number(totals.stake);
  const win = Number(totals.win);
  return {
    ...range,
    items: page.map(toRecord),
    nextCursor: rows.length > q.pageSize && last ? `${last.cursor_us}.${last.id}` : null,
    totals: { rounds: Number(totals.rounds), stake, win, net: win - stake },
    currency,
  };
}

/**
 * Profit and loss (spec §2 personalProfit) over a period, every day listed: games are win −
 * stake of the rounds first bet that day, bonuses (rebates included) are counted apart, and
 * net is their sum.
 */
export async function profitOf(
  db: Db,
  memberId: number,
  q: { from?: string | undefined; to?: string | undefined },
  currency: string,
  now = Date.now(),
): Promise<Profit> {
  const range = recordRange(q, now);
  const { games, categories, bonuses } = await readProfit(db, memberId, range);
  const gameByDay = new Map(games.map((g) => [g.day, g]));
  const bonusByDay = new Map(bonuses.map((b) => [b.day, Number(b.bonus)]));
  const days: ProfitDay[] = daysOf(range).map((day) => {
    const g = gameByDay.get(day);
    const stake = Number(g?.stake ?? 0);
    const win = Number(g?.win ?? 0);
    const bonus = bonusByDay.get(day) ?? 0;
    return { day, stake, win, games: win - stake, bonus, net: win - stake + bonus };
  });
  const sum = (pick: (d: ProfitDay) => number) => days.reduce((s, d) => s + pick(d), 0);
  return {
    ...range,
    days,
    categories: categories.map((c) => ({
      category: asCategory(c.category),
      rounds: Number(c.rounds),
      stake: Number(c.stake),
      win: Number(c.win),
      games: Number(c.win) - Number(c.stake),
    })),
    totals: {
      stake: sum((d) => d.stake),
      win: sum((d) => d.win),
      games: sum((d) => d.games),
      bonus: sum((d) => d.bonus),
      net: sum((d) => d.net),
    },
    currency,
  };
}

/** bonusDetails (spec §2): the member's bonuses, newest first, by keyset on the posting id. */
export async function bonusPage(
  db: Db,
  memberId: number,
  q: { cursor?: string | undefined; pageSize: number },
  currency: string,
): Promise<BonusPage> {
  const rows = await readBonuses(db, memberId, q.cursor ? BigInt(q.cursor) : null, q.pageSize + 1);
  const page = rows.slice(0, q.pageSize);
  return {
    items: page.map((r) => ({
      id: Number(r.id),
      source: bonusSourceOf(r.idempotency_key),
      amount: Number(r.amount),
      status: Number(r.amount) >= 0 ? 'credited' : 'reversed',
      createdAt: new Date(Number(r.created_ms)).toISOString(),
    })),
    nextCursor: rows.length > q.pageSize ? page[page.length - 1]!.id : null,
    currency,
  };
}
