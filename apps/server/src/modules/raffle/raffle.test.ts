import {
  okEnvelopeSchema,
  raffleItemSchema,
  raffleListSchema,
  type RaffleItem,
} from '@openlobby/contract';
import { drawRaffle, hashServerSeed } from '@openlobby/games';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosting, memberProtection, raffle } from '../../db/schema';
import { rewardMember, type RewardMember } from '../../test/rewards-kit';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { paymentAccount, post } from '../wallet';
import { drawRaffleNow, rafflePrizeKey } from './raffle-service';

const LIST = '/wps/relay/MCS2_getRaffleList';
const PUBLIC = '/wps/system/raffles';
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('raffles on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli } = useListeningApp(database);

  let codes = 0;
  /** A raffle made by the operator command: 1 ticket per R$ 10 bet and per R$ 50 deposited. */
  const create = async (startOffset: number, endOffset: number, prizes = '5000,2000,1000') => {
    const code = `T${kind.toUpperCase()}${(codes += 1)}`;
    const made = await cli(
      'raffle',
      'create',
      '--code',
      code,
      '--title-en',
      `Raffle ${code}`,
      '--title-pt',
      `Sorteio ${code}`,
      '--starts',
      new Date(Date.now() + startOffset).toISOString(),
      '--ends',
      new Date(Date.now() + endOffset).toISOString(),
      '--bet-per-ticket',
      '1000',
      '--deposit-per-ticket',
      '5000',
      '--prizes',
      prizes,
    );
    expect(made.code, made.err).toBe(0);
    const [row] = await app().db.select().from(raffle).where(eq(raffle.code, code));
    return row!;
  };
  const list = async (m: RewardMember) => {
    const res = await m.call('GET', LIST);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return okEnvelopeSchema(raffleListSchema).parse(res.body).value;
  };
  const itemOf = async (m: RewardMember, id: number) => (await list(m)).find((r) => r.id === id)!;
  const claim = async (m: RewardMember, raffleId: number, language: 'en' | 'pt' = 'en') =>
    m.call('POST', CLAIM, { raffleId }, language);
  const end = (id: number) =>
    app()
      .db.update(raffle)
      .set({ endsAt: sql`now()` })
      .where(eq(raffle.id, id));
  const deposit = (m: RewardMember, amount: number, n: number) =>
    post(app().db, {
      idempotencyKey: `raffle-test-pix:${m.memberId}:${n}`,
      kind: 'deposit',
      memberId: m.memberId,
      amount,
      counterparty: paymentAccount('PIX'),
    });

  it('publishes the seed’s hash from creation and keeps the seed secret until the draw', async () => {
    const r = await create(-HOUR, HOUR);
    const m = await rewardMember(app());
    const item = await itemOf(m, r.id);
    expect(item).toMatchObject({
      code: r.code,
      title: `Raffle ${r.code}`,
      status: 'open',
      seed: null,
      seedHash: hashServerSeed(r.serverSeed),
      prizes: [5000, 2000, 1000],
      betPerTicket: 1000,
      depositPerTicket: 5000,
      me: { joined: false, tickets: 0 },
    });
    const pub = await app().inject({ url: `${PUBLIC}?language=pt` });
    const visitor = okEnvelopeSchema(raffleListSchema).parse(pub.json()).value;
    expect(visitor.find((i) => i.id === r.id)).toMatchObject({
      title: `Sorteio ${r.code}`,
      seed: null,
      me: null,
    });
    const shown = await cli('raffle', 'show', '--id', String(r.id));
    expect(shown.out).toContain(r.seedHash);
    expect(shown.out).not.toContain(r.serverSeed);
  });

  it('serves visitors one cached reply per language that an operator change replaces at once', async () => {
    const publicIds = async (headers: Record<string, string> = {}) => {
      const res = await app().inject({ url: `${PUBLIC}?language=en`, headers });
      return {
        res,
        ids: res.statusCode === 200 ? res.json().value.map((i: RaffleItem) => i.id) : [],
      };
    };
    const first = await publicIds();
    expect(first.res.statusCode).toBe(200);
    const again = await publicIds({ 'if-none-match': String(first.res.headers.etag) });
    expect(again.res.statusCode).toBe(304);
    const r = await create(-HOUR, HOUR);
    const after = await publicIds({ 'if-none-match': String(first.res.headers.etag) });
    expect(after.res.statusCode).toBe(200);
    expect(after.ids).toContain(r.id);
  });

  it('refuses a claim without a login, for an unknown, coming or ended raffle, and a second claim', async () => {
    const open = await create(-HOUR, HOUR);
    const coming = await create(HOUR, 2 * HOUR);
    const ended = await create(-2 * HOUR, -HOUR);
    const anon = await app().inject({ method: 'POST', url: CLAIM, payload: { raffleId: open.id } });
    expect(anon.statusCode).toBe(401);
    const m = await rewardMember(app());
    const refused = async (id: number, status: number, errorCode: string, message: string) => {
      const res = await claim(m, id, 'pt');
      expect(res.status).toBe(status);
      expect(res.body).toEqual({
        success: false,
        errorCode,
        message,
        requestId: expect.any(String),
      });
    };
    await refused(999_999, 404, 'NOT_FOUND', expect.any(String) as unknown as string);
    await refused(
      coming.id,
      409,
      'RAFFLE_NOT_STARTED',
      'Este sorteio ainda não começou. Nada foi alterado.',
    );
    await refused(
      ended.id,
      409,
      'RAFFLE_ENDED',
      'Este sorteio já terminou: as inscrições estão encerradas. Nada foi alterado.',
    );
    const first = await claim(m, open.id);
    expect(first.status).toBe(200);
    expect(okEnvelopeSchema(raffleItemSchema).parse(first.body).value.me).toEqual({
      joined: true,
      tickets: 0,
    });
    await refused(
      open.id,
      409,
      'RAFFLE_ALREADY_JOINED',
      'Você já participa deste sorteio. Seus bilhetes continuam contando.',
    );
    const en = await claim(m, open.id);
    expect(en.body.message).toBe(
      'You have already joined this raffle. Your tickets keep counting.',
    );
    expect(await m.balance()).toBe(10_000);
    const notJoined = await itemOf(m, coming.id);
    expect(notJoined.me).toEqual({ joined: false, tickets: 0 });
  });

  it('counts tickets from valid bets and gateway deposits; an excluded member holds none', async () => {
    const r = await create(-HOUR, HOUR);
    const m = await rewardMember(app());
    expect((await claim(m, r.id)).status).toBe(200);
    await m.bet(1500);
    await m.bet(900);
    await m.bet(3000, true); // voided: no valid bet
    await deposit(m, 5000, 1);
    // 2,400 bet → 2 tickets; 5,000 deposited (not the demo funding) → 1 ticket.
    expect((await itemOf(m, r.id)).me).toEqual({ joined: true, tickets: 3 });

    const excluded = await rewardMember(app());
    expect((await claim(excluded, r.id)).status).toBe(200);
    await excluded.bet(5000);
    expect((await itemOf(excluded, r.id)).me?.tickets).toBe(5);
    await app()
      .db.insert(memberProtection)
      .values({
        memberId: excluded.memberId,
        exclusionKind: 'timeout',
        exclusionStartedAt: new Date(),
        excludedUntil: new Date(Date.now() + 24 * HOUR),
      });
    await end(r.id);
    const drawn = await drawRaffleNow(app().db, r.id);
    expect(drawn.outcome).toBe('drawn');
    expect(drawn.raffle.ticketList.map((e) => e.tickets)).toEqual([3, 0]);
    expect(drawn.raffle.winners).toHaveLength(1);
    expect(drawn.raffle.winners[0]).toMatchObject({ rank: 1, amount: 5000 });
    expect(await m.balance()).toBe(10_000 - 2400 + 5000 + 5000);
    expect(await excluded.balance()).toBe(10_000 - 5000);
  });

  it('draws once, pays each prize once even when drawn twice at once, and is reproducible from the seed', async () => {
    const r = await create(-HOUR, HOUR);
    const members = await Promise.all([1, 2, 3, 4].map(() => rewardMember(app())));
    for (const [i, m] of members.entries()) {
      expect((await claim(m, r.id)).status).toBe(200);
      await m.bet(1000 * (i + 1));
    }
    const before = await itemOf(members[0]!, r.id);
    const early = await cli('raffle', 'draw', '--id', String(r.id));
    expect(early.out).toContain('Not ended yet: nothing drawn.');
    await end(r.id);
    await expect(claim(members[0]!, r.id)).resolves.toMatchObject({
      status: 409,
      body: { errorCode: 'RAFFLE_ENDED' },
    });

    const runs = await Promise.all([drawRaffleNow(app().db, r.id), drawRaffleNow(app().db, r.id)]);
    expect(runs.map((x) => x.outcome).sort()).toEqual(['already', 'drawn']);
    const again = await cli('raffle', 'draw', '--id', String(r.id));
    expect(again.out).toContain('Already drawn before: nothing moved again.');

    const item: RaffleItem = await itemOf(members[0]!, r.id);
    expect(item.status).toBe('drawn');
    // The seed revealed is the one committed to before the draw.
    expect(item.seedHash).toBe(before.seedHash);
    expect(hashServerSeed(item.seed!)).toBe(before.seedHash);
    expect(item.ticketList.map((e) => e.tickets)).toEqual([1, 2, 3, 4]);
    // Anyone can recompute the winners from the seed and the published ticket list.
    const recomputed = drawRaffle(
      item.seed!,
      item.code,
      item.ticketList.map((e) => ({ key: e.entry, tickets: e.tickets })),
      item.prizes.length,
    );
    expect(item.winners.map((w) => [w.rank, w.entry, w.ticket])).toEqual(
      recomputed.map((w) => [w.rank + 1, w.key, w.ticket]),
    );
    expect(item.winners.map((w) => w.amount)).toEqual([5000, 2000, 1000]);
    expect(new Set(item.winners.map((w) => w.entry)).size).toBe(3);

    const postings = await app()
      .db.select()
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `raffle:${r.id}:prize:%`));
    expect(postings.map((p) => [p.idempotencyKey, p.kind, p.amount]).sort()).toEqual([
      [rafflePrizeKey(r.id, 1), 'bonus', 5000],
      [rafflePrizeKey(r.id, 2), 'bonus', 2000],
      [rafflePrizeKey(r.id, 3), 'bonus', 1000],
    ]);
    const balances = await Promise.all(members.map((m) => m.balance()));
    expect(balances.reduce((s, b) => s + b, 0)).toBe(40_000 - 10_000 + 8000);
    const mine = await itemOf(members[3]!, r.id);
    expect(mine.me?.tickets).toBe(4);
    expect(mine.winners.filter((w) => w.isMe).length).toBeLessThanOrEqual(1);
  });
});
