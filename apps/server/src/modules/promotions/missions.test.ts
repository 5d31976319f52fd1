import {
  leaderboardSchema,
  missionClaimValueSchema,
  missionSummarySchema,
  okEnvelopeSchema,
  type MissionItem,
} from '@openlobby/contract';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosting, missionClaim } from '../../db/schema';
import { operatorCli } from '../../test/operator-cli';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { paymentAccount } from '../wallet/accounts';
import { post } from '../wallet/ledger';
import { missionDay } from './mission-day';
import { missionBonusKey } from './mission-service';
import { rewardMember, type RewardMember } from '../../test/rewards-kit';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const LEADERBOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const CLAIM = '/wps/relay/MCSFE_claimMissionReward';
const BADGES = '/wps/relay/MCSFE_getRewardBadges';

describe.each(testDatabaseKinds())('daily missions on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, baseUrl } = useListeningApp(database);

  const summary = async (m: RewardMember, language: 'en' | 'pt' = 'en') => {
    const res = await m.call('GET', SUMMARY, undefined, language);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return okEnvelopeSchema(missionSummarySchema).parse(res.body).value;
  };
  const mission = async (m: RewardMember, title: string) => {
    const found = (await summary(m)).missions.find((x) => x.title === title);
    if (!found) throw new Error(`no mission ${title}`);
    return found;
  };
  const progressOf = (ms: MissionItem[]) =>
    Object.fromEntries(ms.map((x) => [x.title, [x.progress, x.target, x.status]]));
  const claim = (m: RewardMember, missionId: number, language: 'en' | 'pt' = 'en') =>
    m.call('POST', CLAIM, { missionId }, language);

  it('counts today’s bets and stakes from the ledger, less rolled-back bets', async () => {
    const m = await rewardMember(app());
    const fresh = await summary(m);
    expect(fresh.day).toBe(missionDay().day);
    expect(fresh.timeZone).toBe('UTC');
    expect(fresh.pointsToday).toBe(0);
    expect(progressOf(fresh.missions)).toEqual({
      'Place 1 bet today': [0, 1, 'process'],
      'Place 10 bets today': [0, 10, 'process'],
      'Bet R$ 50.00 in total today': [0, 5000, 'process'],
      'Make a deposit today': [0, 1, 'process'],
    });
    await m.bet(1500);
    await m.bet(2000);
    await m.bet(900, true); // rolled back: neither a bet nor a stake
    expect(progressOf((await summary(m)).missions)).toEqual({
      'Place 1 bet today': [1, 1, 'claim'],
      'Place 10 bets today': [2, 10, 'process'],
      'Bet R$ 50.00 in total today': [3500, 5000, 'process'],
      'Make a deposit today': [0, 1, 'process'],
    });
    const pt = await summary(m, 'pt');
    expect(pt.missions.map((x) => x.title)).toContain('Faça 10 apostas hoje');
  });

  it('refuses a claim below the target and pays nothing', async () => {
    const m = await rewardMember(app());
    await m.bet(100);
    const ten = await mission(m, 'Place 10 bets today');
    const res = await claim(m, ten.id, 'pt');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      errorCode: 'MISSION_NOT_COMPLETED',
      message: 'Conclua a missão antes de resgatar a recompensa.',
      requestId: expect.any(String),
    });
    expect(await m.balance()).toBe(9_900);
    expect((await mission(m, 'Place 10 bets today')).status).toBe('process');
  });

  it('pays a completed mission once a day, with its points, even when claimed at once', async () => {
    const m = await rewardMember(app());
    for (let i = 0; i < 10; i++) await m.bet(100);
    const ten = await mission(m, 'Place 10 bets today');
    expect(ten.status).toBe('claim');
    expect((await m.call('GET', BADGES)).body.value).toEqual({
      rewardCenter: 0,
      missionLeaderboard: 2, // 1 bet and 10 bets
    });
    const results = await Promise.all(Array.from({ length: 4 }, () => claim(m, ten.id)));
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const value = okEnvelopeSchema(missionClaimValueSchema).parse(r.body).value;
      expect(value).toMatchObject({ mission: { status: 'claimed' }, pointsToday: 20 });
    }
    expect(await m.balance()).toBe(10_000 - 1000 + 500);
    const again = await claim(m, ten.id);
    expect(again.body.value.mission.status).toBe('claimed');
    expect(await m.balance()).toBe(9_500);
    const key = missionBonusKey(ten.id, m.memberId, missionDay().day);
    expect(key).toContain(missionDay().day);
    const postings = await app()
      .db.select()
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `mission:${ten.id}:${m.memberId}:%`));
    expect(postings).toMatchObject([{ idempotencyKey: key, kind: 'bonus', amount: 500 }]);
    const claims = await app()
      .db.select()
      .from(missionClaim)
      .where(eq(missionClaim.memberId, m.memberId));
    expect(claims).toMatchObject([{ missionId: ten.id, day: missionDay().day, points: 20 }]);
    expect((await m.call('GET', BADGES)).body.value.missionLeaderboard).toBe(1);
  });

  it('counts a deposit from a payment gateway, not demo money', async () => {
    const m = await rewardMember(app()); // funded from demo_funding
    expect((await mission(m, 'Make a deposit today')).progress).toBe(0);
    await post(app().db, {
      idempotencyKey: `test-pix:${m.memberId}`,
      kind: 'deposit',
      memberId: m.memberId,
      amount: 5000,
      counterparty: paymentAccount('PIX'),
    });
    const deposit = await mission(m, 'Make a deposit today');
    expect(deposit).toMatchObject({ progress: 1, status: 'claim' });
    expect((await claim(m, deposit.id)).status).toBe(200);
    expect(await m.balance()).toBe(15_500);
  });

  it('ranks members by today’s points with masked names and the caller’s rank', async () => {
    const a = await rewardMember(app());
    const b = await rewardMember(app());
    const idle = await rewardMember(app());
    await a.bet(5000); // 1 bet (5 pts) and R$ 50 (30 pts)
    await b.bet(100); // 1 bet (5 pts)
    for (const [m, titles] of [
      [a, ['Place 1 bet today', 'Bet R$ 50.00 in total today']],
      [b, ['Place 1 bet today']],
    ] as const) {
      for (const title of titles) {
        expect((await claim(m, (await mission(m, title)).id)).status).toBe(200);
      }
    }
    const board = okEnvelopeSchema(leaderboardSchema).parse(
      (await b.call('GET', LEADERBOARD)).body,
    ).value;
    const mask = (s: string) => `${s.slice(0, 2)}***${s.slice(-2)}`;
    const aRow = board.entries.find((e) => e.customerName === mask(a.account));
    const bRow = board.entries.find((e) => e.customerName === mask(b.account));
    expect(aRow).toMatchObject({ points: 35, isMe: false });
    expect(bRow).toMatchObject({ points: 5, isMe: true });
    expect(aRow!.rank).toBeLessThan(bRow!.rank);
    expect(board.me).toEqual({ rank: bRow!.rank, points: 5 });
    expect(JSON.stringify(board)).not.toContain(a.account);
    const none = (await idle.call('GET', LEADERBOARD)).body.value;
    expect(none.me).toEqual({ rank: null, points: 0 });
  });

  it('asks for a login, refuses trial members and bad input', async () => {
    expect((await app().inject({ url: SUMMARY })).statusCode).toBe(401);
    const trial = await rewardMember(app(), { type: 4 });
    await trial.bet(100);
    const refused = await claim(trial, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect((await trial.call('GET', SUMMARY)).status).toBe(403);
    expect(await trial.balance()).toBe(9_900);
    const m = await rewardMember(app());
    const bad = await m.call('POST', CLAIM, { missionId: 'one' }, 'pt');
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await claim(m, 999_999)).status).toBe(404);
  });

  it('shows operator-added and disabled missions at the next call', async () => {
    const m = await rewardMember(app());
    const cli = (args: string[]) => operatorCli(baseUrl(), args);
    const added = await cli([
      'mission',
      'add',
      '--title-pt',
      'Aposte 3 vezes',
      '--title-en',
      'Bet 3 times',
      '--metric',
      'bet_count',
      '--target',
      '3',
      '--reward',
      '250',
      '--points',
      '7',
    ]);
    expect(added.code, added.err).toBe(0);
    const id = Number(/Added mission (\d+)/.exec(added.out)?.[1]);
    expect(await mission(m, 'Bet 3 times')).toMatchObject({
      target: 3,
      points: 7,
      rewardAmount: 250,
    });
    expect((await cli(['mission', 'disable', String(id)])).code).toBe(0);
    expect((await summary(m)).missions.map((x) => x.id)).not.toContain(id);
    expect((await cli(['mission', 'list'])).out).toMatch(/hidden bet_count\s+target 3/);
    const bad = await cli(['mission', 'add', '--metric', 'logins']);
    expect(bad.err).toMatch(/is missing or not valid/);
  });
});
