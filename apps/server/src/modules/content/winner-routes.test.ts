import { okEnvelopeSchema, winnersValueSchema } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sandboxRound, game, member } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { providerAccount } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { someGame } from '../../test/games-kit';
import { and, eq } from 'drizzle-orm';
import { maskName } from '../../lib/mask-name';

const RANK = '/wps/relay/GCSGAME_getRankList';

describe.each(testDatabaseKinds())('winner board on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  /** A sandbox round settled through the wallet as the aggregator does: bet, then win. */
  async function settledWin(memberType: number, payout: number) {
    const memberId = await memberWithBalance(app.db, 1_000, memberType);
    const pg = await someGame(app, and(eq(game.vendorCode, 'PG'), eq(game.isGame, 'GAME'))!);
    const roundId = `r-${memberId}`;
    await app.db.insert(sandboxRound).values({
      id: roundId,
      sessionHash: 'test',
      vendor: 'PG',
      gameCode: pg.gameCode,
      stake: 100,
      payout,
      state: 'won',
    });
    const key = (what: string) => `provider:PG:${what}:${roundId}`;
    const common = { memberId, counterparty: providerAccount('PG'), reference: roundId };
    await post(app.db, { ...common, idempotencyKey: key('bet'), kind: 'bet', amount: -100 });
    await post(app.db, {
      ...common,
      idempotencyKey: key('win'),
      kind: 'win',
      amount: payout,
      settles: { key: key('bet'), voidedBy: key('void') },
    });
    const [row] = await app.db.select().from(member).where(eq(member.id, memberId));
    return { account: row!.account, game: pg };
  }

  it('ranks real wins from the ledger first, masked, then fills with demo wins', async () => {
    const big = await settledWin(0, 9_000_000);
    const small = await settledWin(0, 5_000);
    await settledWin(4, 50_000_000); // a trial account's play money never ranks
    const res = await app.inject({ url: `${RANK}?gameCategory=ALL&limitNum=20&language=en` });
    expect(res.statusCode, res.body).toBe(200);
    const board = okEnvelopeSchema(winnersValueSchema).parse(res.json()).value;
    expect(board).toHaveLength(20);
    expect(board[0]).toEqual({
      customerName: maskName(big.account),
      gameName: big.game.displayNameEn ?? big.game.name,
      iconUrl: `/img/games/${big.game.nodeId}.svg`,
      winAmount: 9_000_000,
      currency: 'BRL',
    });
    expect(board[1]).toMatchObject({ customerName: maskName(small.account), winAmount: 5_000 });
    // The rest are the seeded demo wins, biggest first, never an unmasked name.
    const demo = board.slice(2).map((w) => w.winAmount);
    expect([...demo].sort((a, b) => b - a)).toEqual(demo);
    expect(board.every((w) => w.customerName.includes('***'))).toBe(true);
    expect(board.some((w) => w.winAmount === 50_000_000)).toBe(false);

    const five = await app.inject({ url: `${RANK}?limitNum=5` });
    expect(okEnvelopeSchema(winnersValueSchema).parse(five.json()).value).toHaveLength(5);
  });

  it('refuses bad queries with a 400 envelope', async () => {
    for (const query of ['limitNum=21', 'limitNum=0', 'limitNum=abc', 'gameCategory=RNG']) {
      const res = await app.inject({
        url: `${RANK}?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
  });
});
