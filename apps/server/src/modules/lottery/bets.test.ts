import { errorMessages, lotteryPaths, MAX_BET_STAKE, TRIAL_TYPE } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { allDigits, lotteryKit, sscPos } from '../../test/lottery-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../lib/sql-rows';
import { ledgerPostings } from '../../lib/metrics';
import { memberAccount, providerAccount, reconcileLedger } from '../wallet';
import { betPostingKey, drawReference, refundPostingKey } from './refunds';

describe.each(testDatabaseKinds())('lottery bets (%s)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof lotteryKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = lotteryKit(app);
  });
  afterAll(async () => app?.close());

  it('answers the lobby, the menus and the open draw, with the seed hash but not the seed', async () => {
    const draw = await kit.currentDraw();
    const lobby = (await kit.call('GET', lotteryPaths.lobby)).json();
    expect(lobby.success).toBe(true);
    expect(lobby.value.games).toHaveLength(16);
    const ssc = lobby.value.games.find(
      (g: { vassalage: string; gameCode: string }) =>
        g.vassalage === 'LOTT' && g.gameCode === 'SSC',
    );
    expect(ssc.currentDraw).toMatchObject({
      drawNumber: draw.drawNumber,
      status: 'open',
      seed: null,
      seedHash: draw.seedHash,
      clientSeed: `LOTT:SSC:${draw.drawNumber}`,
    });
    const menus = (await kit.call('GET', lotteryPaths.gameMenus)).json().value.games;
    expect(menus.every((g: { vassalage: string }) => g.vassalage !== 'TCG_LOTTO_VN')).toBe(true);
    const vn = (await kit.call('GET', lotteryPaths.vnGameMenu)).json().value.games;
    expect(vn.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual(['MB', 'MN', 'MT']);
    const vnMenus = (await kit.call('GET', lotteryPaths.vnMenus)).json().value.regions;
    expect(vnMenus[0].betTypes.length).toBeGreaterThan(0);
    const opened = (
      await kit.call('GET', `${lotteryPaths.openedDraw}?vassalage=LOTT&gameCode=SSC`)
    ).json();
    expect(opened.value.draw.drawNumber).toBe(draw.drawNumber);
    const one = await kit.call(
      'GET',
      `${lotteryPaths.draw}?vassalage=LOTT&gameCode=SSC&drawNumber=${draw.drawNumber}`,
    );
    expect(one.json().value.seed).toBeNull();
    for (const url of [lotteryPaths.popular, lotteryPaths.vnGameMenuRecent]) {
      expect((await kit.call('GET', url)).statusCode).toBe(200);
    }
    const unknown = await kit.call(
      'GET',
      `${lotteryPaths.openedDraw}?vassalage=LOTT&gameCode=XX`,
      undefined,
      undefined,
      'pt',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'LOTTERY_GAME_UNKNOWN',
      message: errorMessages.LOTTERY_GAME_UNKNOWN.pt,
    });
  });

  it("the betting record names a lottery round's draw, so its Verify opens that draw", async () => {
    const { token } = await kit.player(10_000);
    const draw = await kit.currentDraw();
    expect((await kit.place(token, kit.slip(draw, [sscPos(['3'])]))).statusCode).toBe(200);
    const record = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCS_betRecord',
      headers: { authorization: token },
    });
    expect(record.json().value.items).toEqual([
      expect.objectContaining({
        roundId: `lottery:${draw.id}`,
        category: 'LOTT',
        verify: {
          kind: 'lottery',
          vassalage: 'LOTT',
          gameCode: 'SSC',
          drawNumber: draw.drawNumber,
        },
      }),
    ]);
  });

  it("places a slip once, debits its stakes and lists it as the member's own", async () => {
    const { memberId, token } = await kit.player(100_000);
    const draw = await kit.currentDraw();
    const body = kit.slip(draw, [sscPos(['1', '2']), sscPos(['7'], 50, 3)]);
    // /metrics counts the slip's two postings, written by its SQL function, once.
    const betsCounted = async () =>
      (await ledgerPostings.get()).values.find((v) => v.labels.kind === 'bet')?.value ?? 0;
    const countedBefore = await betsCounted();
    const res = await kit.place(token, body);
    expect(res.statusCode).toBe(200);
    expect(await betsCounted()).toBe(countedBefore + 2);
    const value = res.json().value;
    expect(value.bets.map((b: { stake: number }) => b.stake)).toEqual([200, 150]);
    expect(value.balance).toBe(100_000 - 350);
    expect(value.bets[0]).toMatchObject({ status: 'open', units: 2, cancellable: true });
    // The same request again places nothing and answers the same bets.
    const again = (await kit.place(token, body)).json().value;
    expect(again.bets.map((b: { id: number }) => b.id)).toEqual(
      value.bets.map((b: { id: number }) => b.id),
    );
    expect(await kit.balance(memberId)).toBe(100_000 - 350);
    expect(await betsCounted()).toBe(countedBefore + 2);
    // Each bet is one `bet` posting under the key refunds and reports derive from the bet
    // (the slip's SQL is given the prefix, so they cannot drift), against the lottery's
    // provider account, naming the draw, with the balance after each bet as if posted one
    // by one; the agents' rollups count both bets.
    const postings = await sqlRows<Record<string, string | number>>(
      kit.db,
      sql`SELECT p.idempotency_key AS key, p.amount::integer AS amount, p.reference,
            m.balance_after::integer AS after, c.account AS counterparty
          FROM ledger_posting p
          JOIN ledger_entry m ON m.posting_id = p.id AND m.account = ${memberAccount(memberId)}
          JOIN ledger_entry c ON c.posting_id = p.id AND c.account <> m.account
          WHERE p.member_id = ${memberId} AND p.kind = 'bet' ORDER BY p.id`,
    );
    const common = { reference: drawReference(draw.id), counterparty: providerAccount('LOTT') };
    expect(postings).toEqual([
      { key: betPostingKey(value.bets[0].id), amount: -200, after: 100_000 - 200, ...common },
      { key: betPostingKey(value.bets[1].id), amount: -150, after: 100_000 - 350, ...common },
    ]);
    const [day] = await sqlRows<{ bets: number; valid: number }>(
      kit.db,
      sql`SELECT sum(bet_count)::integer AS bets, sum(valid_bet)::integer AS valid
          FROM member_day_stat WHERE member_id = ${memberId}`,
    );
    expect(day).toEqual({ bets: 2, valid: 350 });
    // S6: another member sees none of them and cannot cancel them.
    const other = await kit.player(1_000);
    const theirs = (await kit.call('GET', lotteryPaths.myBets, other.token)).json().value;
    expect(theirs.items).toEqual([]);
    const steal = await kit.call(
      'POST',
      lotteryPaths.cancelBet.replace(':id', String(value.bets[0].id)),
      other.token,
    );
    expect(steal.statusCode).toBe(404);
    expect(steal.json().errorCode).toBe('LOTTERY_BET_NOT_FOUND');
    const mine = (await kit.call('GET', `${lotteryPaths.myBets}?pageSize=1`, token)).json().value;
    expect(mine.items).toHaveLength(1);
    expect(mine.nextCursor).toBe(value.bets[1].id);
    const next = (
      await kit.call('GET', `${lotteryPaths.myBets}?pageSize=1&cursor=${mine.nextCursor}`, token)
    ).json().value;
    expect(next.items[0].id).toBe(value.bets[0].id);
    expect(await reconcileLedger(app.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  });

  it('refuses bad input with a clear error in PT and EN, and changes nothing', async () => {
    const { memberId, token } = await kit.player(10_000);
    const draw = await kit.currentDraw();
    const pk10 = await kit.currentDraw('LOTT', 'PK10');
    const before = await kit.snapshot(memberId);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'unknown game',
        { ...kit.slip(draw, [sscPos(['1'])]), gameCode: 'NOPE' },
        404,
        'LOTTERY_GAME_UNKNOWN',
      ],
      [
        'unknown draw',
        kit.slip({ ...draw, drawNumber: '19990101-0000' }, [sscPos(['1'])]),
        404,
        'LOTTERY_DRAW_UNKNOWN',
      ],
      [
        'bet type the game lacks',
        kit.slip(draw, [{ ...sscPos(['1']), betType: 'PK10_POS' }]),
        400,
        'LOTTERY_BET_TYPE_UNKNOWN',
      ],
      ['number out of range', kit.slip(draw, [sscPos(['10'])]), 400, 'LOTTERY_SELECTION_INVALID'],
      ['repeated number', kit.slip(draw, [sscPos(['1', '1'])]), 400, 'LOTTERY_SELECTION_INVALID'],
      ['no number', kit.slip(draw, [sscPos([])]), 400, 'LOTTERY_SELECTION_INVALID'],
      [
        'unit stake beyond the limit',
        kit.slip(draw, [sscPos(['1'], 1_000_001)]),
        400,
        'VALIDATION_FAILED',
      ],
      [
        'stake beyond the limit',
        kit.slip(draw, [sscPos(allDigits, 1_000_000, 1)]),
        400,
        'LOTTERY_STAKE_TOO_HIGH',
      ],
      [
        'stake beyond the balance',
        kit.slip(draw, [sscPos(['1'], 10_001)]),
        409,
        'INSUFFICIENT_FUNDS',
      ],
      [
        'second bet beyond the balance',
        kit.slip(draw, [sscPos(['1'], 6_000), sscPos(['2'], 6_000)]),
        409,
        'INSUFFICIENT_FUNDS',
      ],
      [
        'a draw of another game',
        kit.slip({ ...draw, drawNumber: pk10.drawNumber, gameCode: 'PK10' }, [sscPos(['1'])]),
        400,
        'LOTTERY_BET_TYPE_UNKNOWN',
      ],
    ];
    expect(10 * 1_000_000).toBeGreaterThan(MAX_BET_STAKE);
    for (const [name, body, status, code] of cases) {
      for (const language of ['pt', 'en'] as const) {
        const res = await kit.place(token, body, language);
        expect(res.statusCode, name).toBe(status);
        const json = res.json();
        expect(json.errorCode, name).toBe(code);
        if (code !== 'VALIDATION_FAILED') {
          expect(json.message, name).toBe(
            errorMessages[code as keyof typeof errorMessages][language],
          );
        }
      }
    }
    for (const draws of [0, 1, 31, 10_000]) {
      const res = await kit.call(
        'POST',
        lotteryPaths.placeChase,
        token,
        {
          vassalage: 'LOTT',
          gameCode: 'SSC',
          requestId: `chase-bad-${draws}`,
          bet: sscPos(['1']),
          draws,
          stopOnWin: false,
        },
        'pt',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'LOTTERY_CHASE_DRAWS_OUT_OF_RANGE',
        message: 'Uma sequência cobre de 2 a 30 sorteios.',
      });
    }
    // A closed draw.
    const closed = await kit.currentDraw('ELOTT', 'SSC');
    await kit.closeNow(closed.id);
    const late = await kit.place(token, kit.slip(closed, [sscPos(['1'])]), 'pt');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'LOTTERY_DRAW_CLOSED',
      message: errorMessages.LOTTERY_DRAW_CLOSED.pt,
    });
    expect(await kit.snapshot(memberId)).toEqual(before);
    // Trial accounts cannot bet (S6).
    const trial = await kit.player(10_000, TRIAL_TYPE);
    const refused = await kit.place(trial.token, kit.slip(draw, [sscPos(['1'])]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect(await kit.balance(trial.memberId)).toBe(10_000);
    // Without a token: 401.
    expect(
      (await kit.call('POST', lotteryPaths.placeBets, undefined, kit.slip(draw, [sscPos(['1'])])))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bet 1 ms after the close in the transaction that would debit it (R10)', async () => {
    const { memberId, token } = await kit.player(10_000);
    const target = await kit.currentDraw('LOTT', 'SSC');
    const usable = sscPos(['5']);
    // Closed 1 ms ago by the database's clock: refused, nothing moved.
    await kit.setClose(target.id, -1);
    const before = await kit.snapshot(memberId);
    const late = await kit.place(token, kit.slip(target, [usable]));
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('LOTTERY_DRAW_CLOSED');
    expect(await kit.snapshot(memberId)).toEqual(before);
    // Closing 2 s from now: accepted.
    await kit.setClose(target.id, 2_000);
    expect((await kit.place(token, kit.slip(target, [usable]))).statusCode).toBe(200);
  });

  it('cancels an open bet before close once, with a refund keyed by the bet', async () => {
    const { memberId, token } = await kit.player(10_000);
    const draw = await kit.currentDraw('LOTT', 'LF');
    const ssc = await kit.currentDraw();
    const placed = (await kit.place(token, kit.slip(ssc, [sscPos(['3'], 500)]))).json().value;
    const id = placed.bets[0].id;
    expect(await kit.balance(memberId)).toBe(9_500);
    const url = lotteryPaths.cancelBet.replace(':id', String(id));
    const res = await kit.call('POST', url, token);
    expect(res.json()).toEqual({ success: true, value: { refunded: 500, balance: 10_000 } });
    const again = await kit.call('POST', url, token, undefined, 'pt');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'LOTTERY_BET_NOT_CANCELLABLE',
      message: errorMessages.LOTTERY_BET_NOT_CANCELLABLE.pt,
    });
    expect(await kit.postings(refundPostingKey(id), 'exact')).toEqual({ count: 1, total: 500 });
    expect(await kit.balance(memberId)).toBe(10_000);
    // After close: not cancellable.
    const second = (await kit.place(token, kit.slip(ssc, [sscPos(['4'], 100)]))).json().value;
    await kit.setClose(ssc.id, -1);
    const late = await kit.call(
      'POST',
      lotteryPaths.cancelBet.replace(':id', String(second.bets[0].id)),
      token,
    );
    expect(late.json().errorCode).toBe('LOTTERY_BET_NOT_CANCELLABLE');
    expect(await kit.balance(memberId)).toBe(9_900);
    void draw;
  });

  it('places a chase over HTTP, lists it, and cancels it with its open bets refunded once', async () => {
    const { memberId, token } = await kit.player(100_000);
    await kit.currentDraw('LOTT', '11X5');
    const body = {
      vassalage: 'LOTT',
      gameCode: '11X5',
      requestId: 'http-chase-1',
      bet: {
        betType: '11X5_POS',
        selection: [['01'], [], [], [], []],
        unitStake: 100,
        multiplier: 2,
      },
      draws: 4,
      stopOnWin: true,
    };
    const res = await kit.call('POST', lotteryPaths.placeChase, token, body);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.bets).toHaveLength(4);
    expect(new Set(value.bets.map((b: { drawNumber: string }) => b.drawNumber)).size).toBe(4);
    expect(value.chase).toMatchObject({
      draws: 4,
      stopOnWin: true,
      status: 'running',
      placed: 4,
      open: 4,
      totalStake: 800,
    });
    expect(value.balance).toBe(100_000 - 800);
    // The same request again: the same chase, nothing placed twice.
    const again = (await kit.call('POST', lotteryPaths.placeChase, token, body)).json().value;
    expect(again.chase.id).toBe(value.chase.id);
    expect(await kit.balance(memberId)).toBe(100_000 - 800);
    const list = (await kit.call('GET', lotteryPaths.myChases, token)).json().value.items;
    expect(list.map((c: { id: number }) => c.id)).toEqual([value.chase.id]);
    const url = lotteryPaths.cancelChase.replace(':id', String(value.chase.id));
    const other = await kit.player(0);
    expect((await kit.call('POST', url, other.token)).json().errorCode).toBe(
      'LOTTERY_CHASE_NOT_FOUND',
    );
    expect((await kit.call('POST', url, token)).json().value).toEqual({
      refunded: 800,
      balance: 100_000,
    });
    expect((await kit.call('POST', url, token)).json().value).toEqual({
      refunded: 0,
      balance: 100_000,
    });
    const after = (await kit.call('GET', lotteryPaths.myChases, token)).json().value.items[0];
    expect(after).toMatchObject({ status: 'cancelled', open: 0, totalStake: 0 });
  });

  it("refuses a bet past the operator's liability caps, and frees the share of a cancelled one", async () => {
    const { memberId, token } = await kit.player(1_000_000);
    const draw = await kit.currentDraw('ELOTT', 'PK10');
    const ssc = await kit.currentDraw('ELOTT', 'SSC');
    void draw;
    // A 9.8× return per unit: 1,000 staked on "7" exposes 9,800.
    const set = await app.inject({
      method: 'PUT',
      url: `${lotteryPaths.operatorGames}/ELOTT/SSC`,
      headers: operatorHeaders,
      payload: { numberCap: 10_000, drawCap: null },
    });
    expect(set.statusCode).toBe(200);
    const first = await kit.place(token, kit.slip(ssc, [sscPos(['7'], 1_000)]));
    expect(first.statusCode).toBe(200);
    const before = await kit.snapshot(memberId);
    const over = await kit.place(token, kit.slip(ssc, [sscPos(['7'], 100)]), 'pt');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      errorCode: 'LOTTERY_LIABILITY_CAP',
      message: errorMessages.LOTTERY_LIABILITY_CAP.pt,
    });
    expect(await kit.snapshot(memberId)).toEqual(before);
    // Another number is free.
    expect((await kit.place(token, kit.slip(ssc, [sscPos(['8'], 100)]))).statusCode).toBe(200);
    // Cancelling the first frees its share.
    const id = first.json().value.bets[0].id;
    expect(
      (await kit.call('POST', lotteryPaths.cancelBet.replace(':id', String(id)), token)).statusCode,
    ).toBe(200);
    expect((await kit.place(token, kit.slip(ssc, [sscPos(['7'], 100)]))).statusCode).toBe(200);
    // The per-draw cap.
    await kit.setCaps('ELOTT', 'SSC', null, 5_000);
    const pk = await kit.currentDraw('ELOTT', 'SSC');
    const big = await kit.place(token, kit.slip(pk, [sscPos(['1'], 1_000)]));
    expect(big.json().errorCode).toBe('LOTTERY_LIABILITY_CAP');
    await kit.setCaps('ELOTT', 'SSC', 100_000_000, null);
  });
});
