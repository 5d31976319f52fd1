import {
  type Language,
  type Leaderboard,
  type MissionItem,
  type MissionMetric,
  type MissionSummary,
  LEADERBOARD_LIMIT,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { maskName } from '../../lib/mask-name';
import { PROMOTIONS, post } from '../wallet';
import { missionDay, missionTimeZone } from './mission-day';
import {
  addMissionClaim,
  claimsOfDay,
  dayActivity,
  enabledMissions,
  findEnabledMission,
  leaderboardRows,
  type DayActivity,
  type MissionRow,
} from './mission-repository';

/** One bonus per mission, member and day: the day is part of the key. */
export const missionBonusKey = (missionId: number, memberId: number, day: string) =>
  `mission:${missionId}:${memberId}:${day}`;

function toItem(
  m: MissionRow,
  activity: DayActivity,
  claimed: boolean,
  language: Language,
): MissionItem {
  const progress = Math.min(activity[m.metric as MissionMetric], m.target);
  return {
    id: m.id,
    title: language === 'en' ? m.titleEn : m.titlePt,
    metric: m.metric as MissionMetric,
    target: m.target,
    progress,
    rewardAmount: m.rewardAmount,
    points: m.points,
    status: claimed ? 'claimed' : progress >= m.target ? 'claim' : 'process',
  };
}

/** `getMissionSummaryDetails`: today's missions with progress and status, today's points. */
export async function missionSummary(
  db: Db,
  memberId: number,
  language: Language,
): Promise<MissionSummary> {
  const { day, start, end } = missionDay();
  const [missions, activity, claims] = await Promise.all([
    enabledMissions(db),
    dayActivity(db, memberId, start, end),
    claimsOfDay(db, memberId, day),
  ]);
  const claimed = new Set(claims.map((c) => c.missionId));
  return {
    day,
    timeZone: missionTimeZone,
    pointsToday: claims.reduce((sum, c) => sum + c.points, 0),
    missions: missions.map((m) => toItem(m, activity, claimed.has(m.id), language)),
  };
}

/**
 * Pays a completed mission once a day. The posting goes first, under a key holding the day:
 * two simultaneous claims queue on the ledger's unique key and the second gets the first's
 * posting back (no second payment); the claim row is then inserted in the same transaction
 * (`ON CONFLICT DO NOTHING` on mission, member, day), so row and money commit together.
 */
export async function claimMission(
  db: Db,
  missionId: number,
  memberId: number,
  language: Language,
): Promise<{ mission: MissionItem; pointsToday: number }> {
  const m = await findEnabledMission(db, missionId);
  if (!m) throw new AppError('NOT_FOUND', `mission ${missionId}`);
  const { day, start, end } = missionDay();
  const claimedBefore = (await claimsOfDay(db, memberId, day)).some((c) => c.missionId === m.id);
  if (!claimedBefore) {
    const activity = await dayActivity(db, memberId, start, end);
    if (activity[m.metric as MissionMetric] < m.target) {
      throw new AppError('MISSION_NOT_COMPLETED', `mission ${m.id}`);
    }
    await db.transaction(async (tx) => {
      const paid = await post(tx as unknown as Db, {
        idempotencyKey: missionBonusKey(m.id, memberId, day),
        kind: 'bonus',
        memberId,
        amount: m.rewardAmount,
        counterparty: PROMOTIONS,
        reference: `mission:${m.id}:${day}`,
      });
      await addMissionClaim(tx as unknown as Db, {
        missionId: m.id,
        memberId,
        day,
        points: m.points,
        rewardAmount: m.rewardAmount,
        postingId: paid.postingId,
      });
    });
  }
  const summary = await missionSummary(db, memberId, language);
  const item = summary.missions.find((x) => x.id === m.id)!;
  return { mission: item, pointsToday: summary.pointsToday };
}

/**
 * `getMissionLeaderboard`: today's members by mission points (ties by who got there first),
 * names masked like the winner board, and the caller's own rank.
 */
export async function missionLeaderboard(db: Db, memberId: number): Promise<Leaderboard> {
  const { day } = missionDay();
  const rows = await leaderboardRows(db, day, memberId, LEADERBOARD_LIMIT);
  const mine = rows.find((r) => Number(r.member_id) === memberId);
  return {
    day,
    entries: rows
      .filter((r) => Number(r.rank) <= LEADERBOARD_LIMIT)
      .map((r) => ({
        rank: Number(r.rank),
        customerName: maskName(r.account),
        points: Number(r.points),
        isMe: Number(r.member_id) === memberId,
      })),
    me: { rank: mine ? Number(mine.rank) : null, points: mine ? Number(mine.points) : 0 },
  };
}

/** Missions whose reward can be claimed now (the mission badge). */
export async function claimableMissions(db: Db, memberId: number): Promise<number> {
  const summary = await missionSummary(db, memberId, 'en');
  return summary.missions.filter((m) => m.status === 'claim').length;
}
