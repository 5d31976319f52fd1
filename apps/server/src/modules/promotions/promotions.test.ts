import {
  okEnvelopeSchema,
  promotionItemSchema,
  promotionListSchema,
  rewardBadgesSchema,
  type PromotionItem,
} from '@openlobby/contract';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosting } from '../../db/schema';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { promotionBonusKey } from './promotion-service';
import { rewardMember, type RewardMember } from '../../test/rewards-kit';

const LIST = '/wps/relay/MCSFE_getPromotionList';
const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin';
const REQUEST = '/wps/relay/MCSFE_signUpRequestReward';
const BADGES = '/wps/relay/MCSFE_getRewardBadges';

describe.each(testDatabaseKinds())('reward centre promotions on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const cli = (args: string[]) => operator(...args);
  const list = async (m: RewardMember, language: 'en' | 'pt' = 'en') => {
    const res = await m.call('GET', LIST, undefined, language);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return okEnvelopeSchema(promotionListSchema).parse(res.body).value;
  };
  const byType = async (m: RewardMember, type: string) =>
    (await list(m)).find((p) => p.promotionType === type);
  const act = async (m: RewardMember, url: string, promotionId: number) => {
    const res = await m.call('POST', url, { promotionId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return okEnvelopeSchema(promotionItemSchema).parse(res.body).value;
  };
  const idOf = async (m: RewardMember, type: string) => (await byType(m, type))!.id;
  const postingsOf = async (key: string) =>
    app().db.select().from(ledgerPosting).where(like(ledgerPosting.idempotencyKey, key));

  it('lists the seeded promotions with the member’s status, in the reader’s language', async () => {
    const m = await rewardMember(app());
    const en = await list(m);
    const summary = (ps: PromotionItem[]) =>
      Object.fromEntries(ps.map((p) => [p.promotionType, [p.status, p.rule, p.rewardAmount]]));
    expect(summary(en)).toEqual({
      WELCOME: ['join', 'instant', 1000],
      SLOTS: ['join', 'apply', 2500],
      WEEKEND: ['coming', 'instant', 500],
      MEMBERS_DAY: ['join', 'instant', 500],
      LIVE_CASHBACK: ['join', 'apply', 2000],
      SPORTS_KICKOFF: ['join', 'instant', 1500],
      LUCKY_DRAW: ['coming', 'instant', 300],
    });
    expect(en.find((p) => p.promotionType === 'WELCOME')?.title).toBe('Welcome bonus');
    const pt = await list(m, 'pt');
    expect(pt.find((p) => p.promotionType === 'SLOTS')?.title).toBe('Reembolso em caça-níqueis');
  });

  it('asks for a login and refuses trial members', async () => {
    const res = await app().inject({ url: LIST, headers: { 'accept-language': 'pt' } });
    expect(res.statusCode).toBe(401);
    const trial = await rewardMember(app(), { type: 4 });
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', JOIN],
      ['POST', REQUEST],
    ] as const) {
      const refused = await trial.call(
        method,
        url,
        method === 'POST' ? { promotionId: 1 } : undefined,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        errorCode: 'TRIAL_NOT_ALLOWED',
        message: 'Please Register An Account First',
        requestId: expect.any(String),
      });
    }
    expect(await trial.balance()).toBe(10_000);
  });

  it('joins once, then pays an instant reward once however often it is claimed', async () => {
    const m = await rewardMember(app());
    const welcome = await idOf(m, 'WELCOME');
    const claimBefore = await m.call('POST', REQUEST, { promotionId: welcome }, 'pt');
    expect(claimBefore.body).toMatchObject({
      errorCode: 'PROMOTION_NOT_JOINED',
      message: 'Participe da promoção antes de solicitar a recompensa.',
    });
    expect((await act(m, JOIN, welcome)).status).toBe('claim');
    expect((await act(m, JOIN, welcome)).status).toBe('claim');
    const badges = await m.call('GET', BADGES);
    expect(okEnvelopeSchema(rewardBadgesSchema).parse(badges.body).value.rewardCenter).toBe(1);

    expect((await act(m, REQUEST, welcome)).status).toBe('claimed');
    expect(await m.balance()).toBe(11_000);
    expect((await act(m, REQUEST, welcome)).status).toBe('claimed');
    expect((await act(m, JOIN, welcome)).status).toBe('claimed');
    expect(await m.balance()).toBe(11_000);
    const postings = await postingsOf(promotionBonusKey(welcome, m.memberId));
    expect(postings).toMatchObject([{ kind: 'bonus', amount: 1000 }]);
    const after = await m.call('GET', BADGES);
    expect(after.body.value).toEqual({ rewardCenter: 0, missionLeaderboard: 0 });
  });

  it('pays once when the same member claims five times at once', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    const welcome = await idOf(m, 'WELCOME');
    await act(m, JOIN, welcome);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => m.call('POST', REQUEST, { promotionId: welcome })),
    );
    expect(results.map((r) => [r.status, r.body.value?.status])).toEqual(
      Array.from({ length: 5 }, () => [200, 'claimed']),
    );
    expect(await m.balance()).toBe(1000);
    expect(await postingsOf(`promotion:${welcome}:${m.memberId}`)).toHaveLength(1);
  });

  it('applies, and an operator approves once even when two approvals race', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    const slots = await idOf(m, 'SLOTS');
    expect((await act(m, JOIN, slots)).status).toBe('signed');
    expect((await act(m, REQUEST, slots)).status).toBe('applying');
    expect((await act(m, REQUEST, slots)).status).toBe('applying');
    expect(await m.balance()).toBe(0);

    const queue = await cli(['promotion', 'applications', '--status', 'applying']);
    expect(queue.code).toBe(0);
    const line = queue.out.split('\n').find((l) => l.includes(m.account));
    expect(line).toMatch(/SLOTS\s+\S+\s+applying\s+25\.00/);
    const applicationId = Number(line?.trim().split(/\s+/)[0]);
    expect(applicationId).toBeGreaterThan(0);

    const [a, b] = await Promise.all([
      cli(['promotion', 'approve', String(applicationId)]),
      cli(['promotion', 'approve', String(applicationId)]),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.out).toMatch(/approved: 25\.00 paid to/);
    expect(await m.balance()).toBe(2500);
    expect((await byType(m, 'SLOTS'))?.status).toBe('issued');
    expect(await postingsOf(promotionBonusKey(slots, m.memberId))).toHaveLength(1);

    const late = await cli(['promotion', 'reject', String(applicationId), '--reason', 'late']);
    expect(late.code).not.toBe(0);
    expect(late.err).toMatch(/already decided/);
    expect(await m.balance()).toBe(2500);
  });

  it('rejects with a reason the member sees, and pays nothing', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    const slots = await idOf(m, 'SLOTS');
    await act(m, JOIN, slots);
    await act(m, REQUEST, slots);
    const apps = await cli(['promotion', 'applications']);
    const line = apps.out.split('\n').find((l) => l.includes(m.account));
    const id = Number(line?.trim().split(/\s+/)[0]);
    const rejected = await cli([
      'promotion',
      'reject',
      String(id),
      '--reason',
      'Sem apostas em slots',
    ]);
    expect(rejected.code, rejected.err).toBe(0);
    expect(await byType(m, 'SLOTS')).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Sem apostas em slots',
    });
    const again = await m.call('POST', REQUEST, { promotionId: slots });
    expect(again.body).toMatchObject({ errorCode: 'REWARD_NOT_AVAILABLE' });
    expect((await cli(['promotion', 'approve', String(id)])).code).not.toBe(0);
    expect(await m.balance()).toBe(0);
    expect(await postingsOf(promotionBonusKey(slots, m.memberId))).toHaveLength(0);
  });

  it('refuses promotions that have not started or have ended', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    const weekend = await idOf(m, 'WEEKEND');
    const early = await m.call('POST', JOIN, { promotionId: weekend }, 'pt');
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      success: false,
      errorCode: 'PROMOTION_NOT_STARTED',
      message: 'Esta promoção ainda não começou.',
      requestId: expect.any(String),
    });
    const added = await cli([
      'promotion',
      'add',
      '--type',
      'OLD_PROMO',
      '--title-pt',
      'Antiga',
      '--title-en',
      'Old',
      '--description-pt',
      'Acabou',
      '--description-en',
      'Over',
      '--starts',
      '2020-01-01T00:00:00Z',
      '--ends',
      '2020-01-31T00:00:00Z',
      '--reward',
      '700',
      '--rule',
      'instant',
    ]);
    expect(added.code, added.err).toBe(0);
    const old = await byType(m, 'OLD_PROMO');
    expect(old?.status).toBe('close');
    const late = await m.call('POST', JOIN, { promotionId: old!.id });
    expect(late.body).toMatchObject({ errorCode: 'PROMOTION_ENDED' });
    expect(await m.balance()).toBe(0);
  });

  it('shows operator changes at the next call: disabled promotions disappear', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    const added = await cli([
      'promotion',
      'add',
      '--type',
      'flash',
      '--title-pt',
      'Relâmpago',
      '--title-en',
      'Flash',
      '--description-pt',
      'Rápido',
      '--description-en',
      'Quick',
      '--starts',
      '2020-01-01T00:00:00Z',
      '--ends',
      '2099-01-01T00:00:00Z',
      '--reward',
      '300',
      '--rule',
      'instant',
    ]);
    const id = Number(/Added promotion (\d+)/.exec(added.out)?.[1]);
    expect((await byType(m, 'FLASH'))?.status).toBe('join');
    const taken = await cli([
      'promotion',
      'add',
      '--type',
      'FLASH',
      '--title-pt',
      'x',
      '--title-en',
      'x',
      '--description-pt',
      'x',
      '--description-en',
      'x',
      '--starts',
      '2020-01-01T00:00:00Z',
      '--ends',
      '2099-01-01T00:00:00Z',
      '--reward',
      '300',
      '--rule',
      'instant',
    ]);
    expect(taken.err).toMatch(/PROMOTION_TYPE_TAKEN/);
    expect((await cli(['promotion', 'disable', String(id)])).code).toBe(0);
    expect(await byType(m, 'FLASH')).toBeUndefined();
    const hidden = await m.call('POST', JOIN, { promotionId: id });
    expect(hidden.status).toBe(404);
    expect((await cli(['promotion', 'list'])).out).toMatch(/FLASH\s+hidden/);
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const m = await rewardMember(app(), { balance: 0 });
    for (const body of [
      { promotionId: 'x' },
      {},
      { promotionId: -1 },
      { promotionId: 1, extra: 1 },
    ]) {
      const res = await m.call('POST', JOIN, body, 'pt');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: 'Algumas das informações enviadas não são válidas.',
        requestId: expect.any(String),
      });
    }
    // Nothing joined: every promotion still offers Join (or is not open).
    expect((await list(m)).every((p) => ['join', 'coming', 'close'].includes(p.status))).toBe(true);
    const bad = await cli(['promotion', 'add', '--type', 'X!', '--rule', 'maybe']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/--type is missing or not valid/);
  });
});
