import { lotteryPaths } from '@openlobby/contract';
import { betWinBp, drawResult, hashServerSeed, type LotteryFamily } from '@openlobby/games';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { postgresDatabase, type Database } from '../../db/client';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { buildTestApp } from '../../test/build-test-app';
import { allDigits, lotteryKit, sscPos } from '../../test/lottery-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { reconcileLedger } from '../wallet';
import {
  drawDueDraws,
  placeBets,
  placeChase,
  cancelChase,
  runLotteryTick,
  settleDraw,
  voidDraw,
} from './index';
import { returnOf } from './pricing';
import { refundPostingKey } from './refunds';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('the lottery draw engine (%s)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof lotteryKit>;
  /** A second "instance": its own pool on PostgreSQL, the same handle on PGlite. */
  let other: Database | undefined;
  let db2: Db;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = lotteryKit(app);
    const d = database();
    if (d.kind === 'postgres') {
      const url = (d.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      other = postgresDatabase(new pg.Pool({ connectionString: url, max: 5 }));
      db2 = other.db;
    } else db2 = app.db;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  let requestSerial = 0;
  /** `members` members with 100,000 each, each placing `perMember` slips of two bets on `draw`. */
  async function betsOn(
    draw: { vassalage: string; gameCode: string; drawNumber: string },
    members: number,
    perMember = 1,
  ) {
    const ids: number[] = [];
    for (let m = 0; m < members; m += 1) {
      const memberId = await kit.funded(100_000);
      ids.push(memberId);
      for (let i = 0; i < perMember; i += 1) {
        await placeBets(app.db, memberId, {
          ...draw,
          requestId: `engine-${(requestSerial += 1)}`,
          bets: [sscPos([String(m % 10), String((m + 3) % 10)], 100, 2), sscPos(allDigits, 10, 1)],
        });
      }
    }
    return ids;
  }

  /** Every bet of the draw settled once: its status and payout from the maths, paid once. */
  async function expectSettledOnce(drawId: number) {
    const draw = await kit.draw(drawId);
    expect(draw.status).toBe('settled');
    const result = draw.result as string[];
    const bets = await sqlRows<{
      id: string;
      member_id: number;
      bet_type: string;
      selection: string[][] | string;
      unit_stake: string;
      multiplier: number;
      status: string;
      payout: string;
    }>(
      app.db,
      sql`SELECT id::text, member_id, bet_type, selection, unit_stake::text, multiplier, status, payout::text
          FROM lottery_bet WHERE draw_id = ${drawId}`,
    );
    let expected = 0;
    for (const b of bets) {
      const selection = typeof b.selection === 'string' ? JSON.parse(b.selection) : b.selection;
      const bp = betWinBp('SSC', b.bet_type, selection, result);
      const payout = returnOf(Number(b.unit_stake), b.multiplier, bp);
      expect(b.status).toBe(bp > 0 ? 'won' : 'lost');
      expect(Number(b.payout)).toBe(payout);
      expected += payout;
    }
    const wins = await kit.postings(`lottery-win:${drawId}:`);
    expect(wins.total).toBe(expected);
    expect(await reconcileLedger(app.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
    return { bets: bets.length, paid: expected };
  }

  it('draws a due draw from its committed seed, once; the database refuses a second result', async () => {
    const draw = await kit.currentDraw('ELOTT', 'PK10');
    expect(hashServerSeed(draw.seed)).toBe(draw.seedHash);
    await kit.closeNow(draw.id);
    const [a, b] = await Promise.all([
      drawDueDraws(app.db, new Date()),
      drawDueDraws(db2, new Date()),
    ]);
    expect([...a, ...b].filter((id) => id === draw.id)).toHaveLength(1);
    const drawn = await kit.draw(draw.id);
    expect(drawn.result).toEqual(drawResult('PK10' as LotteryFamily, draw.seed, draw.clientSeed));
    await expect(
      app.db.execute(sql`UPDATE lottery_draw SET result = '["1"]'::jsonb WHERE id = ${draw.id}`),
    ).rejects.toThrow();
    // The seed is public once drawn, and recomputes the result.
    const res = await kit.call(
      'GET',
      `${lotteryPaths.draw}?vassalage=ELOTT&gameCode=PK10&drawNumber=${draw.drawNumber}`,
    );
    expect(res.json().value).toMatchObject({
      seed: draw.seed,
      result: drawn.result,
      status: 'drawn',
    });
  });

  it('settles every bet of a drawn draw exactly once; a rerun pays nothing more', async () => {
    const draw = await kit.currentDraw('LOTT', 'SSC');
    const members = await betsOn(draw, 4);
    await kit.closeNow(draw.id);
    const tick = await runLotteryTick(app.db, new Date());
    expect(tick.drawn).toBeGreaterThanOrEqual(1);
    const first = await expectSettledOnce(draw.id);
    expect(first.bets).toBe(8);
    const balances = await Promise.all(members.map((m) => kit.balance(m)));
    await settleDraw(app.db, draw.id, { now: new Date() });
    await runLotteryTick(app.db, new Date());
    expect(await Promise.all(members.map((m) => kit.balance(m)))).toEqual(balances);
    expect((await expectSettledOnce(draw.id)).paid).toBe(first.paid);
  });

  it('settles each bet once after a crash between chunks', async () => {
    const draw = await kit.currentDraw('LOTT', 'SSC');
    await betsOn(draw, 6);
    await kit.closeNow(draw.id);
    await drawDueDraws(app.db, new Date());
    await expect(
      settleDraw(app.db, draw.id, {
        now: new Date(),
        chunkBets: 2,
        // One chunk at a time, so the crash falls exactly after the second chunk.
        parallel: 1,
        afterChunk: (i) => {
          if (i === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const half = await kit.betStatuses(draw.id);
    expect(half.filter((b) => b.status === 'open')).toHaveLength(8);
    expect((await kit.draw(draw.id)).status).toBe('drawn');
    // At the next start, the job settles what was left.
    await runLotteryTick(app.db, new Date());
    expect((await expectSettledOnce(draw.id)).bets).toBe(12);
  });

  it('settles each bet once when two settlers and two draw jobs run at once (R7)', async () => {
    const draw = await kit.currentDraw('LOTT', 'SSC');
    await betsOn(draw, 6);
    await kit.closeNow(draw.id);
    await drawDueDraws(app.db, new Date());
    await Promise.all([
      settleDraw(app.db, draw.id, { now: new Date(), chunkBets: 2 }),
      settleDraw(db2, draw.id, { now: new Date(), chunkBets: 2 }),
    ]);
    await expectSettledOnce(draw.id);
    // Two instances' draw jobs at once: a draw drawn once, each bet settled once.
    const next = await kit.currentDraw('LOTT', 'SSC');
    await betsOn(next, 4);
    await kit.closeNow(next.id);
    await Promise.all([runLotteryTick(app.db, new Date()), runLotteryTick(db2, new Date())]);
    await expectSettledOnce(next.id);
    const [dupes] = await sqlRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::integer AS n FROM (SELECT 1 FROM lottery_draw
          GROUP BY vassalage, game_code, draw_number HAVING count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
  });

  it('voids a draw and refunds every bet exactly once, also racing its settlement', async () => {
    const draw = await kit.currentDraw('LOTT', 'PK10');
    const memberId = await kit.funded(10_000);
    await placeBets(app.db, memberId, {
      vassalage: 'LOTT',
      gameCode: 'PK10',
      drawNumber: draw.drawNumber,
      requestId: 'void-1',
      bets: [
        {
          betType: 'PK10_POS',
          selection: [['01'], [], [], [], [], [], [], [], [], []],
          unitStake: 100,
          multiplier: 3,
        },
      ],
    });
    expect(await kit.balance(memberId)).toBe(9_700);
    const summary = await voidDraw(app.db, draw.id, 'RNG audit', new Date());
    expect(summary).toMatchObject({ refundedBets: 1, refunded: 300 });
    expect(await kit.balance(memberId)).toBe(10_000);
    // Again: nothing more.
    expect(await voidDraw(app.db, draw.id, 'again', new Date())).toMatchObject({ refundedBets: 0 });
    expect(await kit.postings('lottery-refund:')).toMatchObject({ total: expect.any(Number) });
    expect((await kit.betStatuses(draw.id)).map((b) => b.status)).toEqual(['void']);
    // A void draw takes no bets and is never drawn.
    const late = await placeBets(app.db, memberId, {
      vassalage: 'LOTT',
      gameCode: 'PK10',
      drawNumber: draw.drawNumber,
      requestId: 'void-2',
      bets: [
        {
          betType: 'PK10_POS',
          selection: [['02'], [], [], [], [], [], [], [], [], []],
          unitStake: 100,
          multiplier: 1,
        },
      ],
    }).catch((e: { errorCode?: string }) => e.errorCode);
    expect(late).toBe('LOTTERY_DRAW_CLOSED');

    // Racing: void and settlement of a drawn draw at once; each bet is either refunded or settled.
    const ssc = await kit.currentDraw('LOTT', 'SSC');
    const members = await betsOn(ssc, 4);
    await kit.closeNow(ssc.id);
    await drawDueDraws(app.db, new Date());
    const outcomes = await Promise.allSettled([
      settleDraw(db2, ssc.id, { now: new Date(), chunkBets: 2 }),
      voidDraw(app.db, ssc.id, 'race', new Date()),
    ]);
    const after = await kit.draw(ssc.id);
    const bets = await kit.betStatuses(ssc.id);
    if (after.status === 'void') {
      expect(bets.every((b) => b.status === 'void')).toBe(true);
      for (const m of members) expect(await kit.balance(m)).toBe(100_000);
    } else {
      expect(outcomes[1]).toMatchObject({ status: 'rejected' });
      await runLotteryTick(app.db, new Date());
      await expectSettledOnce(ssc.id);
    }
    for (const b of bets) {
      const refunds = await kit.postings(refundPostingKey(b.id), 'exact');
      expect(refunds.count).toBe(b.status === 'void' ? 1 : 0);
    }
    // A settled draw cannot be voided.
    if (after.status !== 'void') {
      await expect(voidDraw(app.db, ssc.id, 'late', new Date())).rejects.toMatchObject({
        errorCode: 'LOTTERY_DRAW_NOT_VOIDABLE',
      });
    }
    expect(await reconcileLedger(app.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  });

  it('finishes the refunds of a void draw a crash left half done', async () => {
    const draw = await kit.currentDraw('ELOTT', 'SSC');
    const members = await betsOn(draw, 2);
    // The void committed, its refunds never ran.
    await app.db.execute(
      sql`UPDATE lottery_draw SET status = 'void', void_reason = 'crash' WHERE id = ${draw.id}`,
    );
    await runLotteryTick(app.db, new Date());
    for (const m of members) expect(await kit.balance(m)).toBe(100_000);
    expect((await kit.betStatuses(draw.id)).every((b) => b.status === 'void')).toBe(true);
    expect((await kit.postings('lottery-refund:')).count).toBeGreaterThanOrEqual(4);
  });

  it('catches up after downtime: every overdue draw drawn and settled, the horizon refilled', async () => {
    const games = [
      ['LOTT', '11X5'],
      ['ELOTT', 'LF'],
      ['LOTT', 'SSC'],
    ] as const;
    const ssc = await kit.currentDraw('LOTT', 'SSC');
    await betsOn(ssc, 2);
    for (const [v, g] of games) await kit.currentDraw(v, g);
    // The clock jumps three hours ahead (the server was down).
    const later = new Date(Date.now() + 3 * HOUR);
    await runLotteryTick(app.db, later);
    const [left] = await sqlRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::integer AS n FROM lottery_draw
          WHERE status IN ('open', 'drawn') AND draws_at <= ${later.toISOString()}::timestamptz`,
    );
    expect(left!.n).toBe(0);
    await expectSettledOnce(ssc.id);
    const [ahead] = await sqlRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::integer AS n FROM lottery_draw
          WHERE vassalage = 'LOTT' AND game_code = 'SSC' AND status = 'open'
            AND closes_at > ${later.toISOString()}::timestamptz`,
    );
    expect(ahead!.n).toBeGreaterThanOrEqual(31);
  });

  it('stops a stop-on-win chase after its win, refunding the later bets in the settling transaction', async () => {
    const memberId = await kit.funded(100_000);
    await kit.currentDraw('ELOTT', '11X5');
    const reply = await placeChase(app.db, memberId, {
      vassalage: 'ELOTT',
      gameCode: 'SSC',
      requestId: 'chase-win',
      bet: sscPos(allDigits, 10, 1),
      draws: 3,
      stopOnWin: true,
    });
    expect(reply.bets).toHaveLength(3);
    expect(reply.balance).toBe(100_000 - 300);
    const again = await placeChase(app.db, memberId, {
      vassalage: 'ELOTT',
      gameCode: 'SSC',
      requestId: 'chase-win',
      bet: sscPos(allDigits, 10, 1),
      draws: 3,
      stopOnWin: true,
    });
    expect(again.chase.id).toBe(reply.chase.id);
    expect(await kit.balance(memberId)).toBe(100_000 - 300);
    const first = await sqlRows<{ id: string }>(
      app.db,
      sql`SELECT d.id::text FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
          WHERE b.chase_id = ${reply.chase.id} ORDER BY d.closes_at LIMIT 1`,
    );
    const drawId = Number(first[0]!.id);
    await kit.closeNow(drawId);
    await drawDueDraws(app.db, new Date());
    await settleDraw(app.db, drawId, { now: new Date() });
    // The all-digits bet always wins 9.8× of 10 once: 98.
    const statuses = await sqlRows<{ status: string }>(
      app.db,
      sql`SELECT b.status FROM lottery_bet b JOIN lottery_draw d ON d.id = b.draw_id
          WHERE b.chase_id = ${reply.chase.id} ORDER BY d.closes_at`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['won', 'cancelled', 'cancelled']);
    expect(await kit.balance(memberId)).toBe(100_000 - 100 + 98);
    const chases = await kit.call('GET', lotteryPaths.myChases);
    expect(chases.statusCode).toBe(401);

    // Without stop-on-win, and cancelled by the member: its open bets refunded once.
    const plain = await placeChase(app.db, memberId, {
      vassalage: 'ELOTT',
      gameCode: 'SSC',
      requestId: 'chase-plain',
      bet: sscPos(['1'], 100, 1),
      draws: 5,
      stopOnWin: false,
    });
    const balance = await kit.balance(memberId);
    expect(await cancelChase(app.db, memberId, plain.chase.id)).toEqual({
      refunded: 500,
      balance: balance + 500,
    });
    expect(await cancelChase(app.db, memberId, plain.chase.id)).toMatchObject({ refunded: 0 });
    const stranger = await kit.funded(0);
    await expect(cancelChase(app.db, stranger, plain.chase.id)).rejects.toMatchObject({
      errorCode: 'LOTTERY_CHASE_NOT_FOUND',
    });
  });
});
