import {
  betRecordPageSchema,
  bonusPageSchema,
  okEnvelopeSchema,
  profitSchema,
  rebatePayResultSchema,
  rebateRatesSchema,
  type BetRecordPage,
} from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, TEST_OPERATOR_TOKEN } from '../../test/build-test-app';
import { identityClient, loggedInMember, type IdentityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { DEMO_FUNDING, providerAccount } from '../wallet/accounts';
import { openGameSession } from '../wallet/game-sessions';
import { post } from '../wallet/ledger';
import { payRebates } from './rebates';

const paths = {
  bets: '/wps/relay/MCS_betRecord',
  profit: '/wps/relay/MCS_profitLoss',
  bonuses: '/wps/relay/MCS_bonusDetail',
  rates: '/wps/relay/MCS_rebateRates',
};
const DAY = 24 * 3600 * 1000;
const today = new Date().toISOString().slice(0, 10);
const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('the member records on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    ({ memberId, token } = await loggedInMember(app, c, `records_${kind}`, 'Record#2026'));
    await post(app.db, {
      idempotencyKey: `rec:${kind}:dep`,
      kind: 'deposit',
      memberId,
      amount: 100_000,
      counterparty: DEMO_FUNDING,
    });
    // Today, through the seamless wallet: an in-house dice round won, a round rolled back
    // (the rollback names no round), and a bet retried (recorded once).
    const { token: game } = await openGameSession(app.db, {
      memberId,
      vendorCode: 'BGS',
      gameCode: 'dice',
    });
    const w = app.providerWallet;
    const bet = { token: game, roundId: 'r-won', gameCode: 'dice', amount: 1_000 };
    await w.bet('BGS', { ...bet, transactionId: 'r-won-bet' });
    await w.bet('BGS', { ...bet, transactionId: 'r-won-bet' });
    await w.win(
      'BGS',
      { ...bet, transactionId: 'r-won-win', betTransactionId: 'r-won-bet', amount: 2_500 },
      { ownGame: true },
    );
    await w.bet('BGS', { ...bet, roundId: 'r-void', transactionId: 'r-void-bet', amount: 400 });
    await w.rollback('BGS', {
      token: game,
      transactionId: 'r-void-rb',
      betTransactionId: 'r-void-bet',
      amount: 400,
    });
    // Two days ago, dated by the ledger clock: a lost live round and a promotion bonus.
    await app.db.transaction(async (tx) => {
      const at = `${twoDaysAgo}T12:00:00Z`;
      await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', ${at}, true)`);
      await post(tx, {
        idempotencyKey: `provider:AG:bet:rec-${kind}`,
        kind: 'bet',
        memberId,
        amount: -10_000,
        counterparty: providerAccount('AG'),
        reference: 'live-1',
        round: { vendorCode: 'AG', roundId: 'live-1', gameCode: null },
      });
      await post(tx, {
        idempotencyKey: `promotion:999:${memberId}`,
        kind: 'bonus',
        memberId,
        amount: 300,
        counterparty: 'promotions',
      });
    });
  });
  afterAll(async () => app?.close());

  const op = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });
  const get = async (path: string, language: 'en' | 'pt' = 'en', as = token) =>
    c.call('GET', path, undefined, { token: as, language });
  const betPage = async (query: string): Promise<BetRecordPage> => {
    const res = await get(`${paths.bets}${query}`);
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(betRecordPageSchema).parse(res.json()).value;
  };

  it("lists today's rounds with game, provider, category, stake and win, and their totals", async () => {
    const page = await betPage('');
    expect(page.items.map((r) => [r.roundId, r.stake, r.win, r.refunded, r.betCount])).toEqual([
      ['r-void', 0, 0, 400, 1],
      ['r-won', 1_000, 2_500, 0, 1],
    ]);
    const won = page.items[1]!;
    expect(won).toMatchObject({ vendorCode: 'BGS', gameCode: 'dice', category: 'INHOUSE' });
    expect(won.gameName).toBeTruthy();
    expect(won.verify).toEqual({ kind: 'inHouse', roundId: 'r-won', gameCode: 'dice' });
    expect(page.totals).toEqual({ rounds: 2, stake: 1_000, win: 2_500, net: 1_500 });
    expect(page.nextCursor).toBeNull();
  });

  it('pages by keyset and filters by dates, category and provider', async () => {
    const range = `?from=${twoDaysAgo}&to=${today}`;
    const first = await betPage(`${range}&pageSize=2`);
    expect(first.items.map((r) => r.roundId)).toEqual(['r-void', 'r-won']);
    const second = await betPage(`${range}&pageSize=2&cursor=${first.nextCursor}`);
    expect(second.items.map((r) => [r.roundId, r.category, r.stake])).toEqual([
      ['live-1', 'LIVE', 10_000],
    ]);
    expect(second.nextCursor).toBeNull();
    expect(second.totals).toMatchObject({ rounds: 3, stake: 11_000, win: 2_500 });
    const live = await betPage(`${range}&category=LIVE`);
    expect(live.items.map((r) => r.roundId)).toEqual(['live-1']);
    expect(live.totals.net).toBe(-10_000);
    const ag = await betPage(`${range}&vendor=BGS`);
    expect(ag.items.map((r) => r.roundId)).toEqual(['r-void', 'r-won']);
  });

  it('shows the net result by day and category, bonuses counted apart', async () => {
    const res = await get(`${paths.profit}?from=${twoDaysAgo}&to=${today}`);
    const profit = okEnvelopeSchema(profitSchema).parse(res.json()).value;
    expect(profit.days.map((d) => [d.day, d.games, d.bonus, d.net])).toEqual([
      [twoDaysAgo, -10_000, 300, -9_700],
      [new Date(Date.now() - DAY).toISOString().slice(0, 10), 0, 0, 0],
      [today, 1_500, 0, 1_500],
    ]);
    expect(profit.categories.map((x) => [x.category, x.games])).toEqual([
      ['INHOUSE', 1_500],
      ['LIVE', -10_000],
    ]);
    expect(profit.totals.net).toBe(-8_200);
  });

  it("pays a day's rebate once, also when run twice at once, and shows it with the bonuses", async () => {
    const [a, b] = await Promise.all([
      payRebates(app.db, twoDaysAgo),
      payRebates(app.db, twoDaysAgo),
    ]);
    // LIVE 0.8 % of 10,000 = 80, paid by exactly one of the runs.
    expect(a.amount + b.amount).toBe(80);
    expect(a.paid + b.paid).toBe(1);
    const again = await op('POST', '/operator/rebates/pay', { day: twoDaysAgo });
    expect(rebatePayResultSchema.parse(again.json().value)).toMatchObject({ paid: 0, amount: 0 });
    const bonuses = okEnvelopeSchema(bonusPageSchema).parse((await get(paths.bonuses)).json());
    expect(bonuses.value.items.map((x) => [x.source, x.amount, x.status])).toEqual([
      ['rebate', 80, 'credited'],
      ['promotion', 300, 'credited'],
    ]);
    const paged = okEnvelopeSchema(bonusPageSchema).parse(
      (await get(`${paths.bonuses}?pageSize=1&cursor=${bonuses.value.items[0]!.id}`)).json(),
    );
    expect(paged.value.items.map((x) => x.source)).toEqual(['promotion']);
    // Today has not ended: nothing is paid for it.
    const early = await op('POST', '/operator/rebates/pay', { day: today });
    expect(early.json()).toMatchObject({ errorCode: 'REBATE_DAY_NOT_OVER' });
  });

  it("serves the operator's rates to everyone, and lets the operator change them", async () => {
    const rates = rebateRatesSchema.parse((await c.call('GET', paths.rates)).json().value);
    expect(rates.rates).toMatchObject({ RNG: 0.012, LIVE: 0.008, LOTT: 0.01 });
    expect(rates.rates.PVP).toBeUndefined();
    const set = await op('PUT', '/operator/rebate-rates', { rates: { PVP: 50 } });
    expect(set.json().value.rates.PVP).toBe(50);
    await op('PUT', '/operator/rebate-rates', { rates: { PVP: null } });
    const bad = await op('PUT', '/operator/rebate-rates', { rates: { RNG: 5_000 } });
    expect(bad.statusCode).toBe(400);
  });

  it("never shows another member's rounds or bonuses", async () => {
    const other = (await c.login('demo_player', 'Player#2026')).json().value.token;
    const bets = okEnvelopeSchema(betRecordPageSchema).parse(
      (await get(`${paths.bets}?from=${twoDaysAgo}&to=${today}`, 'en', other)).json(),
    ).value;
    expect(bets.items.map((r) => r.roundId)).not.toContain('r-won');
    const bonuses = okEnvelopeSchema(bonusPageSchema).parse(
      (await get(paths.bonuses, 'en', other)).json(),
    ).value;
    expect(bonuses.items.map((x) => x.amount)).not.toContain(80);
  });

  it('refuses bad input in the caller’s language', async () => {
    expect((await c.call('GET', paths.bets)).statusCode).toBe(401);
    for (const query of [
      '?from=2026-02-30',
      `?from=${today}&to=${twoDaysAgo}`,
      '?from=2000-01-01&to=2001-01-01',
      '?from=2999-01-01',
    ]) {
      const res = await get(`${paths.bets}${query}`, 'pt');
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'RECORD_PERIOD_INVALID' });
      expect(res.json().message).toMatch(/dias/);
    }
    for (const query of ['?category=JACKPOT', '?cursor=abc', '?pageSize=500', '?vendor=a%20b']) {
      expect((await get(`${paths.bets}${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`${paths.profit}?to=1999-12-31`)).statusCode).toBe(400);
    expect((await get(`${paths.bonuses}?cursor=-1`)).statusCode).toBe(400);
  });
});
