import {
  okEnvelopeSchema,
  redEnvelopeCurrentSchema,
  redEnvelopeOpenReplySchema,
  redEnvelopePaths,
} from '@openlobby/contract';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Db } from '../../db/client';
import {
  ledgerPosting,
  member,
  memberGameDayStat,
  memberProtection,
  redEnvelopeOpen,
  redEnvelopeRound,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { useListeningApp } from '../../test/listening-app';
import { operatorCli } from '../../test/operator-cli';
import { rewardMember, type RewardMember } from '../../test/rewards-kit';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { addRound } from './repository';
import { envelopeAmount, openEnvelope, redEnvelopeKey } from './service';

const HOUR = 3600_000;

describe('an envelope’s amount', () => {
  it('stays within [min, max] and never takes more than what remains', () => {
    for (let i = 0; i < 500; i++) {
      const a = envelopeAmount(100, 500, 100_000)!;
      expect(a).toBeGreaterThanOrEqual(100);
      expect(a).toBeLessThanOrEqual(500);
      const last = envelopeAmount(100, 500, 250)!;
      expect(last).toBeGreaterThanOrEqual(100);
      expect(last).toBeLessThanOrEqual(250);
    }
    expect(envelopeAmount(100, 500, 100)).toBe(100);
    expect(envelopeAmount(100, 500, 99)).toBeNull();
    // Random, not a fixed amount: 200 draws over 401 values are not all the same.
    const seen = new Set(Array.from({ length: 200 }, () => envelopeAmount(100, 500, 10_000)));
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe.each(testDatabaseKinds())('red envelopes on %s', (kind) => {
  // Its own database, not useTestDatabase: one test opens extra pools on `test.url`.
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  const { app, baseUrl } = useListeningApp(() => test.database);

  let n = 0;
  const round = (
    over: Partial<Parameters<typeof addRound>[1]> = {},
  ): ReturnType<typeof addRound> => {
    n += 1;
    return addRound(app().db, {
      titlePt: `Rodada ${n}`,
      titleEn: `Round ${n}`,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      budget: 100_000,
      minAmount: 100,
      maxAmount: 500,
      eligibility: 'none',
      eligibilityDays: 0,
      ...over,
    });
  };
  const open = (m: RewardMember, roundId: number, language: 'en' | 'pt' = 'en') =>
    m.call('POST', redEnvelopePaths.open, { roundId }, language);
  const current = async (m: RewardMember, language: 'en' | 'pt' = 'en') => {
    const res = await m.call('GET', redEnvelopePaths.current, undefined, language);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return okEnvelopeSchema(redEnvelopeCurrentSchema).parse(res.body).value;
  };
  const remainingOf = async (id: number) =>
    (await app().db.select().from(redEnvelopeRound).where(eq(redEnvelopeRound.id, id)))[0]!
      .remaining;
  const postingsOf = (id: number) =>
    app()
      .db.select({ amount: ledgerPosting.amount, memberId: ledgerPosting.memberId })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `red-envelope:${id}:%`));
  /** The refusal a member sees, whole; and nothing moved. */
  const refused = async (
    m: RewardMember,
    roundId: number,
    status: number,
    errorCode: string,
    message: string,
  ) => {
    const before = await m.balance();
    const remaining = await remainingOf(roundId);
    const res = await open(m, roundId, 'pt');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, errorCode, message, requestId: expect.any(String) });
    expect(await m.balance()).toBe(before);
    expect(await remainingOf(roundId)).toBe(remaining);
  };

  it('opens a member’s envelope once: a random amount, paid to the wallet with the open', async () => {
    const r = await round({ titleEn: 'Lunar new year', titlePt: 'Ano novo lunar' });
    const m = await rewardMember(app());
    const before = await current(m, 'pt');
    expect(before.round).toMatchObject({ id: r.id, title: 'Ano novo lunar', minAmount: 100 });
    expect(before.status).toBe('open');
    const res = await open(m, r.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paid = okEnvelopeSchema(redEnvelopeOpenReplySchema).parse(res.body).value;
    expect(paid.amount).toBeGreaterThanOrEqual(100);
    expect(paid.amount).toBeLessThanOrEqual(500);
    expect(paid.balanceAfter).toBe(10_000 + paid.amount);
    expect(await m.balance()).toBe(10_000 + paid.amount);
    expect(await remainingOf(r.id)).toBe(100_000 - paid.amount);
    const [posting] = await app()
      .db.select()
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, redEnvelopeKey(r.id, m.memberId)));
    expect(posting).toMatchObject({ kind: 'bonus', amount: paid.amount, memberId: m.memberId });
    expect(await current(m)).toMatchObject({ status: 'opened', openedAmount: paid.amount });

    await refused(
      m,
      r.id,
      409,
      'RED_ENVELOPE_ALREADY_OPENED',
      'Você já abriu seu envelope vermelho nesta rodada: um por rodada. Nada mais foi pago.',
    );
    expect(await postingsOf(r.id)).toHaveLength(1);
  });

  it('refuses a round not open yet or ended, and moves nothing', async () => {
    const m = await rewardMember(app());
    const later = await round({
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    const ended = await round({
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    await refused(
      m,
      later.id,
      409,
      'RED_ENVELOPE_NOT_STARTED',
      'Esta rodada de envelope vermelho ainda não começou. Nada foi pago.',
    );
    await refused(
      m,
      ended.id,
      409,
      'RED_ENVELOPE_ENDED',
      'Esta rodada de envelope vermelho já terminou. Nada foi pago.',
    );
    const missing = await open(m, 2_000_000_000);
    expect(missing.status).toBe(404);
  });

  it('opens a round only for members who meet its rule', async () => {
    const deposit = await round({ eligibility: 'deposit', eligibilityDays: 7 });
    const bet = await round({ eligibility: 'valid-bet', eligibilityDays: 3 });
    const m = await rewardMember(app());
    await refused(
      m,
      deposit.id,
      403,
      'RED_ENVELOPE_NOT_ELIGIBLE',
      'Esta rodada é para membros com depósito ou aposta recente, conforme as regras. Nada foi pago.',
    );
    await refused(
      m,
      bet.id,
      403,
      'RED_ENVELOPE_NOT_ELIGIBLE',
      'Esta rodada é para membros com depósito ou aposta recente, conforme as regras. Nada foi pago.',
    );
    // A valid bet 4 days ago is outside the 3 days; yesterday's is inside.
    const day = (ago: number) => new Date(Date.now() - ago * 24 * HOUR).toISOString().slice(0, 10);
    const stat = { memberId: m.memberId, category: 'RNG', vendorCode: 'BGS', rounds: 1 };
    await app()
      .db.insert(memberGameDayStat)
      .values({ ...stat, day: day(4), stake: 500 });
    expect((await open(m, bet.id)).status).toBe(403);
    await app()
      .db.insert(memberGameDayStat)
      .values({ ...stat, day: day(1), stake: 500 });
    expect((await open(m, bet.id)).status).toBe(200);
  });

  it('refuses a member on a time-out or self-excluded (player protection)', async () => {
    const r = await round();
    const m = await rewardMember(app());
    await app()
      .db.insert(memberProtection)
      .values({
        memberId: m.memberId,
        exclusionKind: 'timeout',
        exclusionStartedAt: new Date(),
        excludedUntil: new Date(Date.now() + 24 * HOUR),
      });
    expect((await current(m)).status).toBe('excluded');
    await refused(
      m,
      r.id,
      403,
      'RED_ENVELOPE_EXCLUDED',
      'Envelopes vermelhos não são oferecidos enquanto sua conta está em pausa ou autoexclusão. Nada foi pago.',
    );
  });

  it('refuses once the budget cannot pay another envelope, and says so in English too', async () => {
    const r = await round({ budget: 250, minAmount: 100, maxAmount: 200 });
    const first = await rewardMember(app());
    const second = await rewardMember(app());
    const third = await rewardMember(app());
    const a = okEnvelopeSchema(redEnvelopeOpenReplySchema).parse((await open(first, r.id)).body);
    // What is left (50-150) pays the second only if it reaches the minimum.
    const left = 250 - a.value.amount;
    const b = await open(second, r.id);
    if (left >= 100) {
      expect(b.status).toBe(200);
      expect(b.body.value.amount).toBeLessThanOrEqual(left);
    } else {
      expect(b.status).toBe(409);
    }
    const res = await open(third, r.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      errorCode: 'RED_ENVELOPE_EXHAUSTED',
      message: 'All red envelopes of this round have been taken. Nothing was paid.',
      requestId: expect.any(String),
    });
    expect(await third.balance()).toBe(10_000);
    const paid = (await postingsOf(r.id)).reduce((s, p) => s + p.amount, 0);
    expect(paid).toBe(250 - (await remainingOf(r.id)));
    expect(paid).toBeLessThanOrEqual(250);
  });

  it(
    'never passes the budget nor pays a member twice under 1,000 parallel opens',
    { timeout: 180_000 },
    async () => {
      const BUDGET = 200_000;
      const r = await round({ budget: BUDGET, minAmount: 100, maxAmount: 500 });
      const accounts = Array.from({ length: 800 }, (_, i) => `re${kind}${process.pid}x${i}`);
      const members = await app()
        .db.insert(member)
        .values(
          accounts.map((a) => ({ account: a, accountKey: a, nickname: a, passwordHash: '-' })),
        )
        .returning({ id: member.id });
      // 1,000 opens: every member once, 200 of them a second time, shuffled.
      const ids = [...members.map((m) => m.id), ...members.slice(0, 200).map((m) => m.id)];
      for (let i = ids.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      }
      // On PostgreSQL, four pools stand for four server processes.
      const pools =
        kind === 'postgres'
          ? Array.from({ length: 4 }, () => new pg.Pool({ connectionString: test.url, max: 8 }))
          : [];
      const dbs: Db[] = pools.length ? pools.map((p) => postgresDatabase(p).db) : [app().db];
      try {
        const results = await Promise.allSettled(
          ids.map((id, i) => openEnvelope(dbs[i % dbs.length]!, r.id, id)),
        );
        const codes = results.map((x) =>
          x.status === 'fulfilled'
            ? 'paid'
            : x.reason instanceof AppError
              ? x.reason.errorCode
              : String(x.reason),
        );
        const count = (c: string) => codes.filter((x) => x === c).length;
        expect(new Set(codes)).toEqual(
          new Set(['paid', 'RED_ENVELOPE_ALREADY_OPENED', 'RED_ENVELOPE_EXHAUSTED']),
        );
        const opens = await app()
          .db.select()
          .from(redEnvelopeOpen)
          .where(eq(redEnvelopeOpen.roundId, r.id));
        const postings = await postingsOf(r.id);
        const total = opens.reduce((s, o) => s + o.amount, 0);
        expect(count('paid')).toBe(opens.length);
        expect(new Set(opens.map((o) => o.memberId)).size).toBe(opens.length);
        expect(postings).toHaveLength(opens.length);
        expect(postings.reduce((s, p) => s + p.amount, 0)).toBe(total);
        expect(total).toBeLessThanOrEqual(BUDGET);
        expect(await remainingOf(r.id)).toBe(BUDGET - total);
        // Exhausted: what is left cannot pay one more envelope of the minimum.
        expect(BUDGET - total).toBeLessThan(100);
        for (const o of opens) {
          expect(o.amount).toBeGreaterThanOrEqual(100);
          expect(o.amount).toBeLessThanOrEqual(500);
        }
        // Each repeat member was refused at least once as a repeat or for the budget.
        expect(count('paid') + count('RED_ENVELOPE_ALREADY_OPENED')).toBeLessThanOrEqual(1000);
        const [sums] = await app()
          .db.execute<{ n: string }>(
            sql`SELECT count(*)::text AS n FROM red_envelope_open WHERE round_id = ${r.id}
              GROUP BY member_id HAVING count(*) > 1`,
          )
          .then((x) => (x as unknown as { rows: { n: string }[] }).rows);
        expect(sums).toBeUndefined();
      } finally {
        await Promise.all(pools.map((p) => p.end()));
      }
    },
  );

  it('lets an operator schedule a round, list rounds with what they paid, and see the opens', async () => {
    const cli = (args: string[]) => operatorCli(baseUrl(), args);
    const starts = new Date(Date.now() - HOUR).toISOString();
    const ends = new Date(Date.now() + HOUR).toISOString();
    const bad = await cli([
      'redenvelope',
      'add',
      '--title-pt',
      'X',
      '--title-en',
      'X',
      '--starts',
      starts,
      '--ends',
      ends,
      '--budget',
      '50',
      '--min',
      '100',
      '--max',
      '200',
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('--budget: must cover at least one envelope of minAmount');
    const added = await cli([
      'redenvelope',
      'add',
      '--title-pt',
      'Sorte',
      '--title-en',
      'Luck',
      '--starts',
      starts,
      '--ends',
      ends,
      '--budget',
      '10000',
      '--min',
      '100',
      '--max',
      '300',
      '--eligibility',
      'valid-bet',
      '--days',
      '7',
    ]);
    expect(added.code, added.err).toBe(0);
    const id = Number(/Scheduled round (\d+)/.exec(added.out)![1]);
    expect(added.out).toContain('valid-bet in the last 7 day(s)');
    await app()
      .db.update(redEnvelopeRound)
      .set({ eligibility: 'none', eligibilityDays: 0 })
      .where(eq(redEnvelopeRound.id, id));
    const m = await rewardMember(app());
    const paid = (await open(m, id)).body.value.amount as number;
    const list = await cli(['redenvelope', 'list']);
    expect(list.out).toContain(
      `#${id} Luck  ${starts} → ${ends}  budget 100.00, paid ${(paid / 100).toFixed(2)} in 1 envelope(s)`,
    );
    const opens = await cli(['redenvelope', 'opens', String(id)]);
    expect(opens.out).toContain(`${m.account} (#${m.memberId})  ${(paid / 100).toFixed(2)}`);
  });
});
