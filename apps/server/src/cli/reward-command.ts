import {
  applicationStatuses,
  missionMetrics,
  operatorApplicationSchema,
  operatorMissionInputSchema,
  operatorMissionSchema,
  operatorPromotionInputSchema,
  operatorPromotionSchema,
  promotionCategories,
  promotionRules,
  rewardPaths,
  type ApplicationStatus,
  type OperatorApplication,
  type OperatorMission,
  type OperatorMissionInput,
  type OperatorPromotion,
  type OperatorPromotionInput,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- promotion …` and `mission …` (ADR 018). */
export type RewardCommand =
  | { kind: 'promotion-list' }
  | { kind: 'promotion-add'; input: OperatorPromotionInput }
  | { kind: 'promotion-enable'; id: number; enabled: boolean }
  | { kind: 'promotion-applications'; status: ApplicationStatus | undefined }
  | { kind: 'promotion-approve'; id: number }
  | { kind: 'promotion-reject'; id: number; reason: string }
  | { kind: 'mission-list' }
  | { kind: 'mission-add'; input: OperatorMissionInput }
  | { kind: 'mission-enable'; id: number; enabled: boolean };

export const rewardUsage = `  promotion list                           promotions of the reward centre with their ids
  promotion add --type <CODE> --title-pt <text> --title-en <text> --description-pt <text>
      --description-en <text> --starts <ISO datetime> --ends <ISO datetime>
      --reward <centavos> --rule instant|apply
      [--category welcome|slots|live|sports|lottery|other] [--rules-pt <html>] [--rules-en <html>]
                                           add one (instant: paid on request; apply: paid
                                           when an operator approves the application); the
                                           category is its tab on /promotions (other when not
                                           said), the rules HTML its detail shows (sanitized)
  promotion enable|disable <ID>            show or hide one
  promotion applications [--status applying|issued|rejected|claimed|signed]
                                           members' applications, oldest first
  promotion approve <APPLICATION_ID>       pay the reward of an application under review
  promotion reject <APPLICATION_ID> --reason <text>
                                           refuse it (the member sees the reason)
  mission list                             daily missions with their ids
  mission add --title-pt <text> --title-en <text> --metric bet_count|bet_amount|deposit_count
      --target <n> --reward <centavos> --points <n>
                                           add a daily mission (bet_amount counts centavos)
  mission enable|disable <ID>              show or hide one`;

const flags: Record<string, string> = {
  promotionType: 'type',
  titlePt: 'title-pt',
  titleEn: 'title-en',
  descriptionPt: 'description-pt',
  descriptionEn: 'description-en',
  startsAt: 'starts',
  endsAt: 'ends',
  rewardAmount: 'reward',
  category: 'category',
  rulesPt: 'rules-pt',
  rulesEn: 'rules-en',
};

const integer = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : v);

function problemOf(error: z.ZodError, known: Record<string, readonly string[]>): string {
  const field = String(error.issues[0]?.path[0] ?? '');
  const list = known[field];
  return `--${flags[field] ?? field} is missing or not valid${list ? ` (${list.join(', ')})` : ''}.`;
}

function idOf(arg: string | undefined, what: string): number | string {
  const id = Number(arg);
  return Number.isInteger(id) && id > 0 ? id : `"${arg ?? ''}" is not ${what} id.`;
}

/** Parses the words after `promotion` or `mission`; a string is the problem to show. */
export function parseReward(
  command: 'promotion' | 'mission',
  words: string[],
  options: Map<string, string>,
): RewardCommand | string {
  const [sub, arg, extra] = words;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  const allowed: Record<string, string[]> = {
    'promotion add': [...Object.values(flags), 'rule'],
    'promotion applications': ['status'],
    'promotion reject': ['reason'],
    'mission add': ['title-pt', 'title-en', 'metric', 'target', 'reward', 'points'],
  };
  const unknown = [...options.keys()].find(
    (k) => !(allowed[`${command} ${sub ?? ''}`] ?? []).includes(k),
  );
  if (unknown) return `Unknown option --${unknown} for "${command} ${sub ?? ''}".`;
  const o = (name: string) => options.get(name);
  const noArg = arg === undefined;

  if (command === 'promotion') {
    if (sub === 'list' && noArg) return { kind: 'promotion-list' };
    if (sub === 'add' && noArg) {
      const parsed = operatorPromotionInputSchema.safeParse({
        promotionType: o('type'),
        titlePt: o('title-pt'),
        titleEn: o('title-en'),
        descriptionPt: o('description-pt'),
        descriptionEn: o('description-en'),
        startsAt: o('starts'),
        endsAt: o('ends'),
        rewardAmount: integer(o('reward')),
        rule: o('rule')?.toLowerCase(),
        category: o('category')?.toLowerCase(),
        rulesPt: o('rules-pt'),
        rulesEn: o('rules-en'),
      });
      return parsed.success
        ? { kind: 'promotion-add', input: parsed.data }
        : problemOf(parsed.error, { rule: promotionRules, category: promotionCategories });
    }
    if (sub === 'applications' && noArg) {
      const status = o('status')?.toLowerCase();
      if (status !== undefined && !(applicationStatuses as readonly string[]).includes(status)) {
        return `--status must be one of ${applicationStatuses.join(', ')}.`;
      }
      return { kind: 'promotion-applications', status: status as ApplicationStatus | undefined };
    }
    if ((sub === 'enable' || sub === 'disable') && !noArg) {
      const id = idOf(arg, 'a promotion');
      return typeof id === 'string'
        ? id
        : { kind: 'promotion-enable', id, enabled: sub === 'enable' };
    }
    if (sub === 'approve' && !noArg) {
      const id = idOf(arg, 'an application');
      return typeof id === 'string' ? id : { kind: 'promotion-approve', id };
    }
    if (sub === 'reject' && !noArg) {
      const id = idOf(arg, 'an application');
      if (typeof id === 'string') return id;
      const reason = o('reason')?.trim();
      if (!reason || reason.length > 140) return '--reason is needed (at most 140 characters).';
      return { kind: 'promotion-reject', id, reason };
    }
    return 'Say "promotion list|add|enable|disable|applications|approve|reject".';
  }

  if (sub === 'list' && noArg) return { kind: 'mission-list' };
  if (sub === 'add' && noArg) {
    const parsed = operatorMissionInputSchema.safeParse({
      titlePt: o('title-pt'),
      titleEn: o('title-en'),
      metric: o('metric')?.toLowerCase(),
      target: integer(o('target')),
      rewardAmount: integer(o('reward')),
      points: integer(o('points') ?? '0'),
    });
    return parsed.success
      ? { kind: 'mission-add', input: parsed.data }
      : problemOf(parsed.error, { metric: missionMetrics });
  }
  if ((sub === 'enable' || sub === 'disable') && !noArg) {
    const id = idOf(arg, 'a mission');
    return typeof id === 'string' ? id : { kind: 'mission-enable', id, enabled: sub === 'enable' };
  }
  return 'Say "mission list|add|enable|disable".';
}

const money = (minor: number) => (minor / 100).toFixed(2);

const promotionLine = (p: OperatorPromotion) =>
  `  ${String(p.id).padStart(4)} ${p.promotionType.padEnd(12)} ${p.enabled ? 'shown ' : 'hidden'} ` +
  `${p.rule.padEnd(7)} ${p.category.padEnd(7)} ${money(p.rewardAmount).padStart(9)}  ${p.startsAt} → ${p.endsAt}  ${p.titleEn}`;

const applicationLine = (a: OperatorApplication) =>
  `  ${String(a.id).padStart(4)} ${a.promotionType.padEnd(12)} ${a.account.padEnd(16)} ` +
  `${a.status.padEnd(8)} ${money(a.rewardAmount).padStart(9)}` +
  (a.rejectionReason ? `  reason: ${a.rejectionReason}` : '');

const missionLine = (m: OperatorMission) =>
  `  ${String(m.id).padStart(4)} ${m.enabled ? 'shown ' : 'hidden'} ${m.metric.padEnd(13)} ` +
  `target ${String(m.target).padEnd(6)} reward ${money(m.rewardAmount).padStart(8)} ` +
  `${String(m.points).padStart(4)} pts  ${m.titleEn}`;

export async function runReward(
  command: RewardCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const promotions = rewardPaths.operatorPromotions;
  const apps = rewardPaths.operatorApplications;
  const missions = rewardPaths.operatorMissions;
  const done = z.object({ id: z.number() });
  switch (command.kind) {
    case 'promotion-list': {
      const all = await callOperator(config, 'GET', promotions, z.array(operatorPromotionSchema));
      return all.length === 0 ? 'No promotions.' : all.map(promotionLine).join('\n');
    }
    case 'promotion-add': {
      const p = await callOperator(
        config,
        'POST',
        promotions,
        operatorPromotionSchema,
        command.input,
      );
      return `Added promotion ${p.id}.\n${promotionLine(p)}`;
    }
    case 'promotion-enable':
      await callOperator(config, 'PATCH', `${promotions}/${command.id}`, done, {
        enabled: command.enabled,
      });
      return `Promotion ${command.id} is ${command.enabled ? 'shown' : 'hidden'}.`;
    case 'promotion-applications': {
      const query = command.status ? `?status=${command.status}` : '';
      const all = await callOperator(
        config,
        'GET',
        `${apps}${query}`,
        z.array(operatorApplicationSchema),
      );
      return all.length === 0 ? 'No applications.' : all.map(applicationLine).join('\n');
    }
    case 'promotion-approve': {
      const a = await callOperator(
        config,
        'POST',
        `${apps}/${command.id}/approve`,
        operatorApplicationSchema,
      );
      return `Application ${a.id} approved: ${money(a.rewardAmount)} paid to ${a.account}.`;
    }
    case 'promotion-reject': {
      const a = await callOperator(
        config,
        'POST',
        `${apps}/${command.id}/reject`,
        operatorApplicationSchema,
        { reason: command.reason },
      );
      return `Application ${a.id} rejected: ${a.rejectionReason ?? ''}`;
    }
    case 'mission-list': {
      const all = await callOperator(config, 'GET', missions, z.array(operatorMissionSchema));
      return all.length === 0 ? 'No missions.' : all.map(missionLine).join('\n');
    }
    case 'mission-add': {
      const m = await callOperator(config, 'POST', missions, operatorMissionSchema, command.input);
      return `Added mission ${m.id}.\n${missionLine(m)}`;
    }
    case 'mission-enable':
      await callOperator(config, 'PATCH', `${missions}/${command.id}`, done, {
        enabled: command.enabled,
      });
      return `Mission ${command.id} is ${command.enabled ? 'shown' : 'hidden'}.`;
  }
}
