import { lotteryPaths, type LotteryBetInput } from '@openlobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { lotteryBet, lotteryDraw, lotteryGame } from '../db/schema';
import { fillHorizon } from '../modules/lottery';
import { readBalance } from '../modules/wallet';
import { sqlRows } from '../lib/sql-rows';
import { memberSession } from './games-kit';
import { memberWithBalance } from './wallet-fixtures';
import { insertMember, NO_PASSWORD } from '../modules/identity';
import { DEMO_FUNDING } from '../modules/wallet/accounts';
import { post } from '../modules/wallet/ledger';

let serial = 0;
/** How long the draw `currentDraw` returns stays open at least. */
const DRAW_MARGIN_MS = 15_000;

const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(serial += 1)}`;

/** One pick at SSC position 1: ten units when `all`, else the digit given. */
export const sscPos = (digits: string[], unitStake = 100, multiplier = 1): LotteryBetInput => ({
  betType: 'SSC_POS',
  selection: [digits, [], [], [], []],
  unitStake,
  multiplier,
});
export const allDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * What lottery suites share: members with money and a session, draws made by the engine
 * and moved in time by SQL (a test cannot wait five minutes for a close), the API calls,
 * and the counts that show a refused request changed nothing.
 */
export function lotteryKit(app: App) {
  const db = app.db;

  async function player(balance: number, type = 0) {
    const session = await memberSession(app, type);
    if (balance > 0) {
      await post(db, {
        idempotencyKey: `lottery-test-deposit:${session.memberId}`,
        kind: 'deposit',
        memberId: session.memberId,
        amount: balance,
        counterparty: DEMO_FUNDING,
      });
    }
    return session;
  }

  /** A member with money but no session (settlement and bench-style tests). */
  async function funded(balance: number) {
    return memberWithBalance(db, balance);
  }

  async function plainMember() {
    const account = `l${unique()}`;
    const row = await insertMember(db, {
      account,
      accountKey: account,
      nickname: account,
      type: 0,
      passwordHash: NO_PASSWORD,
    });
    return row!.id;
  }

  /**
   * The game's draw taking bets now (made first if the horizon lacks it). When a test moved
   * the current draw's close into the past, the next one is opened now.
   */
  async function currentDraw(vassalage = 'LOTT', gameCode = 'SSC') {
    await fillHorizon(db, new Date());
    const [next] = await db
      .select()
      .from(lotteryDraw)
      .where(
        and(
          eq(lotteryDraw.vassalage, vassalage),
          eq(lotteryDraw.gameCode, gameCode),
          eq(lotteryDraw.status, 'open'),
          sql`${lotteryDraw.closesAt} > now() + interval '2 seconds'`,
        ),
      )
      .orderBy(lotteryDraw.closesAt)
      .limit(1);
    if (!next) throw new Error(`no open draw of ${vassalage}:${gameCode}`);
    if (next.opensAt > new Date(Date.now() - 1000)) {
      await db.execute(
        sql`UPDATE lottery_draw SET opens_at = now() - interval '1 second' WHERE id = ${next.id}`,
      );
    }
    // A draw about to close could close while the test still calls (on a busy machine a
    // test's calls take seconds), and the site's current draw would then be the next one:
    // it stays open a while longer, and the draws after it open only once it has closed.
    if (next.closesAt < new Date(Date.now() + DRAW_MARGIN_MS)) {
      const closes = sql`now() + ${DRAW_MARGIN_MS} * interval '1 millisecond'`;
      await db.execute(sql`UPDATE lottery_draw
        SET closes_at = ${closes}, draws_at = greatest(draws_at, ${closes})
        WHERE id = ${next.id}`);
      await db.execute(sql`UPDATE lottery_draw SET opens_at = greatest(opens_at, ${closes})
        WHERE vassalage = ${vassalage} AND game_code = ${gameCode} AND status = 'open'
          AND id <> ${next.id} AND closes_at > ${closes}`);
    }
    const [current] = await db.select().from(lotteryDraw).where(eq(lotteryDraw.id, next.id));
    return current!;
  }

  /** Moves a draw's close (and drawing time) to `closesInMs` from the database's clock. */
  async function setClose(drawId: number, closesInMs: number) {
    await db.execute(sql`UPDATE lottery_draw SET
        opens_at = least(opens_at, clock_timestamp() + ${closesInMs} * interval '1 millisecond'),
        closes_at = clock_timestamp() + ${closesInMs} * interval '1 millisecond',
        draws_at = clock_timestamp() + ${closesInMs} * interval '1 millisecond'
      WHERE id = ${drawId}`);
  }

  /** Closes a draw in the past, so a tick at "now" draws it. */
  const closeNow = (drawId: number) => setClose(drawId, -1000);

  function place(token: string, body: Record<string, unknown>, language: 'pt' | 'en' = 'en') {
    return app.inject({
      method: 'POST',
      url: lotteryPaths.placeBets,
      headers: { authorization: token, 'accept-language': language },
      payload: body,
    });
  }

  function slip(
    draw: { vassalage: string; gameCode: string; drawNumber: string },
    bets: LotteryBetInput[],
    requestId = `req-${unique()}`,
  ) {
    return {
      vassalage: draw.vassalage,
      gameCode: draw.gameCode,
      drawNumber: draw.drawNumber,
      requestId,
      bets,
    };
  }

  function call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    language: 'pt' | 'en' = 'en',
  ) {
    return app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  }

  /** What a refused request must leave as it was: the member's balance and every count. */
  async function snapshot(memberId: number) {
    const [row] = await sqlRows<{
      bets: number;
      postings: number;
      chases: number;
      exposure: string;
    }>(
      db,
      sql`SELECT (SELECT count(*)::integer FROM lottery_bet) AS bets,
            (SELECT count(*)::integer FROM ledger_posting) AS postings,
            (SELECT count(*)::integer FROM lottery_chase) AS chases,
            (SELECT coalesce(sum(amount), 0)::text FROM lottery_exposure) AS exposure`,
    );
    return { balance: await readBalance(db, memberId), ...row };
  }

  async function betStatuses(drawId: number) {
    const rows = await db
      .select({ id: lotteryBet.id, status: lotteryBet.status, payout: lotteryBet.payout })
      .from(lotteryBet)
      .where(eq(lotteryBet.drawId, drawId))
      .orderBy(lotteryBet.id);
    return rows;
  }

  /**
   * How many postings hold keys starting with `prefix` (or, with `exact`, the key itself:
   * `lottery-refund:12` as a prefix would also count bet 123's refund) and what they sum to.
   */
  async function postings(prefix: string, match: 'prefix' | 'exact' = 'prefix') {
    const where =
      match === 'exact'
        ? sql`idempotency_key = ${prefix}`
        : sql`starts_with(idempotency_key, ${prefix})`;
    const [row] = await sqlRows<{ n: number; total: string }>(
      db,
      sql`SELECT count(*)::integer AS n, coalesce(sum(amount), 0)::text AS total
          FROM ledger_posting WHERE ${where}`,
    );
    return { count: row?.n ?? 0, total: Number(row?.total ?? 0) };
  }

  async function setCaps(
    vassalage: string,
    gameCode: string,
    numberCap: number | null,
    drawCap: number | null,
  ) {
    await db
      .update(lotteryGame)
      .set({ numberCap, drawCap })
      .where(and(eq(lotteryGame.vassalage, vassalage), eq(lotteryGame.gameCode, gameCode)));
  }

  async function draw(drawId: number) {
    const [row] = await db.select().from(lotteryDraw).where(eq(lotteryDraw.id, drawId));
    return row!;
  }

  return {
    db: db as Db,
    player,
    funded,
    plainMember,
    currentDraw,
    setClose,
    closeNow,
    place,
    slip,
    call,
    snapshot,
    betStatuses,
    postings,
    setCaps,
    draw,
    balance: (memberId: number) => readBalance(db, memberId),
  };
}
