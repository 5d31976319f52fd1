import {
  GAME_TOKEN_HEADER,
  inHousePaths,
  lotteryPaths,
  playSessionPaths,
  protectionPaths,
  sandboxPaths,
  type PlaySession,
} from '@openlobby/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game, ledgerPosting } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { lotteryKit, sscPos } from '../../test/lottery-kit';
import { sqlRows } from '../../lib/sql-rows';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { hashPassword, insertMember } from '../identity';
import { DEMO_FUNDING, providerAccount } from '../wallet/accounts';
import { openGameSession } from '../wallet/game-sessions';
import { post, readBalance } from '../wallet/ledger';

let serial = 0;

describe.each(testDatabaseKinds())('the play session and reality check on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { REALITY_CHECK_TEST_INTERVAL: 'true' });
  });
  afterAll(async () => app?.close());

  /** A member with money and no session yet. */
  async function member(balance = 100_000) {
    const account = `ps${process.pid}_${(serial += 1)}_${kind}`;
    const created = await insertMember(app.db, {
      account,
      accountKey: account,
      nickname: account,
      type: 0,
      passwordHash: await hashPassword('Session#2026'),
    });
    const memberId = created!.id;
    await post(app.db, {
      idempotencyKey: `ps-deposit:${memberId}`,
      kind: 'deposit',
      memberId,
      amount: balance,
      counterparty: DEMO_FUNDING,
    });
    return memberId;
  }
  const login = async (memberId: number) =>
    (await app.sessions.create(memberId, { ip: '127.0.0.1', remember: false })).value.token;

  function call(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string | null,
    body?: unknown,
    language: 'en' | 'pt' = 'en',
  ) {
    return app.inject({
      method,
      url,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }
  async function state(token: string): Promise<PlaySession> {
    const res = await call('GET', playSessionPaths.state, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as PlaySession;
  }
  /** A round's money as the providers post it: a bet and, when won, a win. */
  async function round(memberId: number, id: string, stake: number, win: number) {
    const counterparty = providerAccount('PG');
    await post(app.db, {
      idempotencyKey: `ps:${id}:bet`,
      kind: 'bet',
      memberId,
      amount: -stake,
      counterparty,
    });
    if (win > 0) {
      await post(app.db, {
        idempotencyKey: `ps:${id}:win`,
        kind: 'win',
        memberId,
        amount: win,
        counterparty,
      });
    }
  }
  /** Moves the session's last check `minutes` into the past (a test cannot wait). */
  async function checkSeenAgo(memberId: number, minutes: number) {
    await app.db.execute(sql`UPDATE reality_check_ack a
      SET acknowledged_at = now() - make_interval(mins => ${minutes})
      FROM member_session s WHERE s.id = a.session_id AND s.member_id = ${memberId}`);
  }
  const postings = async () => (await app.db.select({ n: count() }).from(ledgerPosting))[0]!.n;

  it('counts the stakes, winnings and net of the play since login, and the previous login', async () => {
    const memberId = await member();
    // Before this session: a round and a deposit that the session's figures must not count.
    const first = await login(memberId);
    const firstState = await state(first);
    expect(firstState.previousLoginAt).toBeNull();
    await round(memberId, `${memberId}-before`, 5_000, 20_000);
    await new Promise((r) => setTimeout(r, 20));
    const token = await login(memberId);

    await round(memberId, `${memberId}-a`, 300, 450);
    await round(memberId, `${memberId}-b`, 200, 0);
    // A bet given back (rollback) is no stake.
    await post(app.db, {
      idempotencyKey: `ps:${memberId}-b:rollback`,
      kind: 'rollback',
      memberId,
      amount: 200,
      counterparty: providerAccount('PG'),
    });
    await round(memberId, `${memberId}-c`, 1_000, 0);
    await post(app.db, {
      idempotencyKey: `ps-deposit2:${memberId}`,
      kind: 'deposit',
      memberId,
      amount: 7_000,
      counterparty: DEMO_FUNDING,
    });

    const now = await state(token);
    expect(now).toMatchObject({
      stakes: 1_300,
      winnings: 450,
      net: -850,
      currency: 'BRL',
      realityCheck: { intervalMinutes: 0, nextCheckAt: null, due: false },
    });
    expect(now.realityCheck.intervals).toEqual([0, 1, 15, 30, 60, 120]);
    expect(now.previousLoginAt).toBe(firstState.startedAt);
    expect(Date.parse(now.startedAt)).toBeGreaterThan(Date.parse(firstState.startedAt));
    expect(now.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(now.elapsedSeconds).toBeLessThan(60);

    // The clock runs from the session's start (both sessions moved, so the order stays).
    await app.db.execute(
      sql`UPDATE member_session SET created_at = created_at - interval '75 minutes'
        WHERE member_id = ${memberId}`,
    );
    const later = await state(token);
    expect(later.elapsedSeconds).toBeGreaterThanOrEqual(75 * 60);
    expect(later.elapsedSeconds).toBeLessThan(76 * 60);
  });

  it('stores the interval; an interval not offered or a bad body changes nothing', async () => {
    const memberId = await member();
    const token = await login(memberId);
    const set = await call('PUT', playSessionPaths.realityCheck, token, { intervalMinutes: 30 });
    expect(set.statusCode, set.body).toBe(200);
    const chosen = set.json().value as PlaySession;
    expect(chosen.realityCheck).toMatchObject({ intervalMinutes: 30, due: false });
    // The first check comes a full interval after choosing it.
    const next = Date.parse(chosen.realityCheck.nextCheckAt!) - Date.parse(chosen.serverTime);
    expect(next).toBeGreaterThan(29 * 60_000);
    expect(next).toBeLessThanOrEqual(30 * 60_000);
    // Kept for the member: a new login keeps the interval.
    const again = await login(memberId);
    expect((await state(again)).realityCheck.intervalMinutes).toBe(30);

    const refused = await call('PUT', playSessionPaths.realityCheck, again, { intervalMinutes: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      errorCode: 'REALITY_CHECK_INTERVAL_INVALID',
      message: 'Choose one of the offered reality-check intervals (or off). Nothing was changed.',
      requestId: expect.any(String),
    });
    for (const body of [{ intervalMinutes: -1 }, { intervalMinutes: '15' }, {}, { x: 1 }]) {
      const bad = await call('PUT', playSessionPaths.realityCheck, again, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await state(again)).realityCheck.intervalMinutes).toBe(30);

    const off = await call('PUT', playSessionPaths.realityCheck, again, { intervalMinutes: 0 });
    expect(off.json().value.realityCheck).toMatchObject({ intervalMinutes: 0, nextCheckAt: null });
    for (const [method, url] of [
      ['GET', playSessionPaths.state],
      ['PUT', playSessionPaths.realityCheck],
      ['POST', playSessionPaths.acknowledge],
    ] as const) {
      const res = await call(method, url, null, method === 'PUT' ? { intervalMinutes: 15 } : {});
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses stakes while a check is due, in games, the sandbox and the lottery; Continue lets them through', async () => {
    const memberId = await member();
    const token = await login(memberId);
    await call('PUT', playSessionPaths.realityCheck, token, { intervalMinutes: 15 });
    const dice = (await openGameSession(app.db, { memberId, vendorCode: 'BGS', gameCode: 'dice' }))
      .token;
    const [listed] = await app.db
      .select({ vendor: game.vendorCode, gameCode: game.gameCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 0)))
      .limit(1);
    const sandbox = (
      await openGameSession(app.db, {
        memberId,
        vendorCode: listed!.vendor,
        gameCode: listed!.gameCode,
      })
    ).token;
    const roll = (language: 'en' | 'pt' = 'en') =>
      app.inject({
        method: 'POST',
        url: inHousePaths.diceRoll,
        headers: { [GAME_TOKEN_HEADER]: dice, 'accept-language': language },
        payload: { stake: 100, targetHundredths: 5000, direction: 'under' },
      });
    const spin = () =>
      app.inject({
        method: 'POST',
        url: sandboxPaths.spin,
        headers: { [GAME_TOKEN_HEADER]: sandbox, 'accept-language': 'en' },
        payload: { ...listed, stake: 500 },
      });
    const lottery = lotteryKit(app);
    const draw = await lottery.currentDraw();
    const slip = () => lottery.place(token, lottery.slip(draw, [sscPos(['1'])]));

    // 14 minutes after choosing: not yet due, play goes on.
    await checkSeenAgo(memberId, 14);
    expect((await roll()).statusCode).toBe(200);
    expect((await state(token)).realityCheck.due).toBe(false);

    // 15 minutes: due. Every stake is refused and nothing moves.
    await checkSeenAgo(memberId, 15);
    const due = await state(token);
    expect(due.realityCheck.due).toBe(true);
    expect(due.stakes).toBe(100);
    const balance = await readBalance(app.db, memberId);
    const before = await postings();
    const refused = await roll();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      errorCode: 'REALITY_CHECK_DUE',
      message:
        'Time for your reality check: look at your time and results and press Continue before you bet again. Nothing was staked.',
      requestId: expect.any(String),
    });
    expect((await roll('pt')).json().message).toMatch(/^Hora da sua verificação de realidade/);
    const sandboxRefused = await spin();
    expect(sandboxRefused.statusCode).toBe(403);
    expect(sandboxRefused.json().errorCode).toBe('REALITY_CHECK_DUE');
    const slipRefused = await slip();
    expect(slipRefused.statusCode).toBe(403);
    expect(slipRefused.json().errorCode).toBe('REALITY_CHECK_DUE');
    // A chase is refused too, and leaves no chase behind (its gate runs inside its
    // transaction, which the refusal rolls back).
    const chaseRefused = await lottery.call('POST', lotteryPaths.placeChase, token, {
      vassalage: 'LOTT',
      gameCode: 'SSC',
      requestId: `ps-chase-${memberId}`,
      bet: sscPos(['3']),
      draws: 3,
      stopOnWin: false,
    });
    expect(chaseRefused.statusCode).toBe(403);
    expect(chaseRefused.json().errorCode).toBe('REALITY_CHECK_DUE');
    const [chases] = await sqlRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::integer AS n FROM lottery_chase WHERE member_id = ${memberId}`,
    );
    expect(chases!.n).toBe(0);
    expect(await readBalance(app.db, memberId)).toBe(balance);
    expect(await postings()).toBe(before);

    // Continue: recorded, the next check an interval on, and the stakes go through.
    const ack = await call('POST', playSessionPaths.acknowledge, token);
    expect(ack.statusCode, ack.body).toBe(200);
    const seen = ack.json().value as PlaySession;
    expect(seen.realityCheck.due).toBe(false);
    const next = Date.parse(seen.realityCheck.nextCheckAt!) - Date.parse(seen.serverTime);
    expect(next).toBeGreaterThan(14 * 60_000);
    expect(next).toBeLessThanOrEqual(15 * 60_000);
    expect((await roll()).statusCode).toBe(200);
    expect((await spin()).statusCode).toBe(200);
    expect((await slip()).statusCode).toBe(200);
    expect((await state(token)).stakes).toBeGreaterThanOrEqual(100 + 100 + 500);

    // An early Continue changes nothing: the next check stays where it was.
    const early = (await call('POST', playSessionPaths.acknowledge, token)).json()
      .value as PlaySession;
    expect(early.realityCheck.nextCheckAt).toBe(seen.realityCheck.nextCheckAt);
  });

  it('lets a retried bet that was already taken through, but no new one, while a check is due', async () => {
    const memberId = await member();
    const token = await login(memberId);
    await call('PUT', playSessionPaths.realityCheck, token, { intervalMinutes: 1 });
    const { token: gameToken } = await openGameSession(app.db, {
      memberId,
      vendorCode: 'PG',
      gameCode: 'ps-test',
    });
    const wallet = app.providerWallet;
    const bet = (transactionId: string) =>
      wallet.bet('PG', {
        token: gameToken,
        transactionId,
        roundId: transactionId,
        gameCode: 'x',
        amount: 250,
      });
    const first = await bet('ps-retry-1');
    await checkSeenAgo(memberId, 1);
    // A lost reply retried: the same answer, nothing taken twice.
    expect(await bet('ps-retry-1')).toEqual(first);
    await expect(bet('ps-retry-2')).rejects.toMatchObject({ errorCode: 'REALITY_CHECK_DUE' });
    expect(await readBalance(app.db, memberId)).toBe(100_000 - 250);
    await call('POST', playSessionPaths.acknowledge, token);
    await expect(bet('ps-retry-2')).resolves.toMatchObject({ balance: 100_000 - 500 });
  });
  it('holds the stake of a member with limits at a due check too, then applies the limit', async () => {
    // The stake gate reads the check and the limits in one statement: both must count.
    const memberId = await member();
    const token = await login(memberId);
    await call('PUT', playSessionPaths.realityCheck, token, { intervalMinutes: 15 });
    const limit = await call('PUT', protectionPaths.limit, token, {
      limit: 'wager:day',
      value: 300,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const dice = (await openGameSession(app.db, { memberId, vendorCode: 'BGS', gameCode: 'dice' }))
      .token;
    const roll = (stake: number) =>
      app.inject({
        method: 'POST',
        url: inHousePaths.diceRoll,
        headers: { [GAME_TOKEN_HEADER]: dice, 'accept-language': 'en' },
        payload: { stake, targetHundredths: 5000, direction: 'under' },
      });
    await checkSeenAgo(memberId, 15);
    const balance = await readBalance(app.db, memberId);
    expect((await roll(100)).json().errorCode).toBe('REALITY_CHECK_DUE');
    expect(await readBalance(app.db, memberId)).toBe(balance);
    await call('POST', playSessionPaths.acknowledge, token);
    expect((await roll(200)).statusCode).toBe(200);
    const over = await roll(101);
    expect(over.json()).toMatchObject({ errorCode: 'PROTECTION_WAGER_LIMIT' });
    expect((await roll(100)).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('the reality check without the test setting on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('offers no one-minute interval and refuses it', async () => {
    const account = `psx${process.pid}_${kind}`;
    const created = await insertMember(app.db, {
      account,
      accountKey: account,
      nickname: account,
      type: 0,
      passwordHash: await hashPassword('Session#2026'),
    });
    const { token } = (await app.sessions.create(created!.id, { ip: '127.0.0.1', remember: false }))
      .value;
    const read = await app.inject({
      method: 'GET',
      url: playSessionPaths.state,
      headers: { authorization: token },
    });
    expect(read.json().value.realityCheck.intervals).toEqual([0, 15, 30, 60, 120]);
    const one = await app.inject({
      method: 'PUT',
      url: playSessionPaths.realityCheck,
      headers: { authorization: token },
      payload: { intervalMinutes: 1 },
    });
    expect(one.json().errorCode).toBe('REALITY_CHECK_INTERVAL_INVALID');
  });
});
