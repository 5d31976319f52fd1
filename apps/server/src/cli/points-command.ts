import {
  earningPointTypes,
  MAX_AMOUNT,
  MAX_POINT_RATIO,
  MAX_POINTS,
  operatorPointRedemptionSchema,
  operatorPointRewardSchema,
  pointAccrualResultSchema,
  pointConfigSchema,
  pointPaths,
  pointRewardKinds,
  POINT_REJECT_REASON_MAX,
  POINT_REWARD_DESCRIPTION_MAX,
  POINT_REWARD_NAME_MAX,
  redeemStatuses,
  type EarningPointType,
  type OperatorPointRedemption,
  type OperatorPointReward,
  type OperatorPointRewardInput,
  type PointConfig,
  type PointRewardKind,
  type RedeemStatus,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';
import { terminalSafe } from './terminal-text';

/** What `points rewards set` may change (the kind stays, ADR 036). */
export type PointRewardChange = {
  cost?: number;
  bonusAmount?: number;
  stock?: number;
  perMemberLimit?: number | null;
  enabled?: boolean;
};

/** `npm run operator -- points …` (issue 18, ADR 036). */
export type PointsCommand =
  | {
      kind: 'points-config';
      /** Only the values given; the rest stay as they are. */
      set: Partial<PointConfig['ratios']> & { exchange?: number };
    }
  | { kind: 'points-rewards' }
  | { kind: 'points-reward-add'; input: OperatorPointRewardInput }
  | { kind: 'points-reward-set'; id: number; change: PointRewardChange }
  | { kind: 'points-redemptions'; status: RedeemStatus | null }
  | { kind: 'points-approve'; id: number }
  | { kind: 'points-reject'; id: number; reason: string }
  | { kind: 'points-accrue' };

export const pointsUsage = `  points config [--live N] [--lott N] [--pvp N] [--rng N] [--sports N] [--deposit N]
                [--exchange 1.00]          show (or change) the points earned per 100.00 of
                                           valid bet (deposit) per type, and the cash paid
                                           per 100 points on converting
  points rewards                           every reward: cost, cash, stock, limit, on/off
  points rewards add --name-en <text> --name-pt <text> --kind bonus|physical --cost N
                     --stock N [--limit N] [--amount 10.00] [--description-en <text>]
                     [--description-pt <text>]
                                           add a reward (a bonus one pays --amount in cash)
  points rewards set <ID> [--cost N] [--amount 10.00] [--stock N] [--limit N|none]
                     [--enabled on|off]    change a reward
  points redemptions [--status process|approved|rejected]
                                           redemptions, newest first
  points approve <ID>                      a physical reward's redemption was sent
  points reject <ID> --reason <text>       reject one: its points and stock come back
  points accrue                            run the points accrual now (the job runs by itself)`;

/** Currency units ("12.50") → minor units; null when not a bounded number of cents. */
function minorOf(value: string | undefined, min: number, max = MAX_AMOUNT): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const minor = Math.round(Number(value) * 100);
  return minor >= min && minor <= max ? minor : null;
}

/** A whole number in [min, max]; null when it is not one. */
function wholeOf(value: string | undefined, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function idOf(value: string | undefined): number | null {
  return wholeOf(value, 1, 2_147_483_647);
}

const onOff = (v: string | undefined) => (v === 'on' ? true : v === 'off' ? false : undefined);

function unknownOption(options: Map<string, string>, allowed: string[], what: string) {
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  return unknown ? `Unknown option --${unknown} for "points ${what}".` : null;
}

function parseConfig(options: Map<string, string>): PointsCommand | string {
  const problem = unknownOption(options, [...earningPointTypes, 'exchange'], 'config');
  if (problem) return problem;
  const set: Partial<Record<EarningPointType, number>> & { exchange?: number } = {};
  for (const type of earningPointTypes) {
    const given = options.get(type);
    if (given === undefined) continue;
    const ratio = wholeOf(given, 0, MAX_POINT_RATIO);
    if (ratio === null) {
      return `--${type} takes a whole number of points from 0 to ${MAX_POINT_RATIO}, not "${given}".`;
    }
    set[type] = ratio;
  }
  const exchange = options.get('exchange');
  if (exchange !== undefined) {
    const cash = minorOf(exchange, 0, MAX_POINT_RATIO);
    if (cash === null) {
      return `--exchange takes the cash per 100 points with at most 2 decimals, up to ${(MAX_POINT_RATIO / 100).toFixed(2)}, not "${exchange}".`;
    }
    set.exchange = cash;
  }
  return { kind: 'points-config', set };
}

function parseRewardAdd(options: Map<string, string>): PointsCommand | string {
  const allowed = ['name-en', 'name-pt', 'description-en', 'description-pt'];
  const problem = unknownOption(
    options,
    [...allowed, 'kind', 'cost', 'stock', 'limit', 'amount'],
    'rewards add',
  );
  if (problem) return problem;
  const text = (name: string, max: number, required: boolean): string | null => {
    const v = options.get(name)?.trim() ?? '';
    if (required && v === '') return null;
    return v.length <= max ? v : null;
  };
  const nameEn = text('name-en', POINT_REWARD_NAME_MAX, true);
  const namePt = text('name-pt', POINT_REWARD_NAME_MAX, true);
  if (nameEn === null || namePt === null) {
    return `--name-en and --name-pt are needed, each at most ${POINT_REWARD_NAME_MAX} characters.`;
  }
  const descriptionEn = text('description-en', POINT_REWARD_DESCRIPTION_MAX, false);
  const descriptionPt = text('description-pt', POINT_REWARD_DESCRIPTION_MAX, false);
  if (descriptionEn === null || descriptionPt === null) {
    return `A description takes at most ${POINT_REWARD_DESCRIPTION_MAX} characters.`;
  }
  const kindGiven = options.get('kind')?.toLowerCase();
  const kind = pointRewardKinds.find((k) => k === kindGiven);
  if (!kind) return `--kind takes ${pointRewardKinds.join(' or ')}.`;
  const cost = wholeOf(options.get('cost'), 1, MAX_POINTS);
  if (cost === null) return `--cost takes a whole number of points from 1 to ${MAX_POINTS}.`;
  const stock = wholeOf(options.get('stock'), 0, MAX_POINTS);
  if (stock === null) return `--stock takes a whole number from 0 to ${MAX_POINTS}.`;
  const limitGiven = options.get('limit');
  const perMemberLimit = limitGiven === undefined ? null : wholeOf(limitGiven, 1, MAX_POINTS);
  if (limitGiven !== undefined && perMemberLimit === null) {
    return `--limit takes a whole number from 1 to ${MAX_POINTS} (leave it out for no limit).`;
  }
  const amountGiven = options.get('amount');
  const input: OperatorPointRewardInput = {
    nameEn,
    namePt,
    descriptionEn,
    descriptionPt,
    kind,
    cost,
    stock,
    perMemberLimit,
  };
  if (kind === 'physical') {
    return amountGiven === undefined
      ? { kind: 'points-reward-add', input }
      : 'A physical reward pays no cash: leave out --amount.';
  }
  const bonusAmount = minorOf(amountGiven, 1);
  if (bonusAmount === null) {
    return 'A bonus reward needs --amount: the cash it pays, above 0 with at most 2 decimals.';
  }
  return { kind: 'points-reward-add', input: { ...input, bonusAmount } };
}

function parseRewardSet(id: string | undefined, options: Map<string, string>) {
  const allowed = ['cost', 'amount', 'stock', 'limit', 'enabled'];
  const problem = unknownOption(options, allowed, 'rewards set');
  if (problem) return problem;
  const rewardId = idOf(id);
  if (rewardId === null) return `"${id ?? ''}" is not a reward id.`;
  if (options.size === 0) return `Give what to change: --${allowed.join(', --')}.`;
  const change: PointRewardChange = {};
  if (options.has('cost')) {
    const cost = wholeOf(options.get('cost'), 1, MAX_POINTS);
    if (cost === null) return `--cost takes a whole number of points from 1 to ${MAX_POINTS}.`;
    change.cost = cost;
  }
  if (options.has('amount')) {
    const amount = minorOf(options.get('amount'), 1);
    if (amount === null) return '--amount takes the cash, above 0 with at most 2 decimals.';
    change.bonusAmount = amount;
  }
  if (options.has('stock')) {
    const stock = wholeOf(options.get('stock'), 0, MAX_POINTS);
    if (stock === null) return `--stock takes a whole number from 0 to ${MAX_POINTS}.`;
    change.stock = stock;
  }
  if (options.has('limit')) {
    const given = options.get('limit');
    const limit = given === 'none' ? null : wholeOf(given, 1, MAX_POINTS);
    if (limit === null && given !== 'none') {
      return `--limit takes a whole number from 1 to ${MAX_POINTS}, or none.`;
    }
    change.perMemberLimit = limit;
  }
  if (options.has('enabled')) {
    const enabled = onOff(options.get('enabled'));
    if (enabled === undefined) return '--enabled takes on or off.';
    change.enabled = enabled;
  }
  return { kind: 'points-reward-set' as const, id: rewardId, change };
}

/** Parses the words after `points`; a string is the problem to show. */
export function parsePoints(words: string[], options: Map<string, string>): PointsCommand | string {
  const [sub, action, arg, ...rest] = words;
  const extra = (from: Array<string | undefined>) => {
    const left = from.filter((w) => w !== undefined);
    return left.length ? `Unexpected "${left.join(' ')}".` : null;
  };
  const noOptions = (what: string) => unknownOption(options, [], what);
  switch (sub) {
    case 'config':
      return extra([action, arg, ...rest]) ?? parseConfig(options);
    case 'rewards': {
      if (action === undefined || action === 'list') {
        return extra([arg, ...rest]) ?? noOptions('rewards') ?? { kind: 'points-rewards' };
      }
      if (action === 'add') return extra([arg, ...rest]) ?? parseRewardAdd(options);
      if (action === 'set') return extra(rest) ?? parseRewardSet(arg, options);
      return 'Say "points rewards", "points rewards add …" or "points rewards set <ID> …".';
    }
    case 'redemptions': {
      const problem = extra([action, arg, ...rest]) ?? unknownOption(options, ['status'], sub);
      if (problem) return problem;
      const given = options.get('status');
      if (given === undefined) return { kind: 'points-redemptions', status: null };
      const status = redeemStatuses.find((s) => s === given.toLowerCase());
      return status
        ? { kind: 'points-redemptions', status }
        : `--status takes ${redeemStatuses.join(', ')}.`;
    }
    case 'approve':
    case 'reject': {
      const problem =
        extra([arg, ...rest]) ?? unknownOption(options, sub === 'reject' ? ['reason'] : [], sub);
      if (problem) return problem;
      const id = idOf(action);
      if (id === null) return `"${action ?? ''}" is not a redemption id.`;
      if (sub === 'approve') return { kind: 'points-approve', id };
      const reason = options.get('reason')?.trim() ?? '';
      if (reason === '' || reason.length > POINT_REJECT_REASON_MAX) {
        return `points reject needs --reason <text> of at most ${POINT_REJECT_REASON_MAX} characters (the member sees it).`;
      }
      return { kind: 'points-reject', id, reason };
    }
    case 'accrue':
      return extra([action, arg, ...rest]) ?? noOptions(sub) ?? { kind: 'points-accrue' };
    default:
      return 'Use points config, rewards, redemptions, approve, reject or accrue.';
  }
}

const money = (minor: number) => (minor / 100).toFixed(2);

function configLines(c: PointConfig): string {
  return [
    'Points per 100.00 of valid bet (deposit for "deposit"):',
    ...earningPointTypes.map((t) => `  ${t.padEnd(8)} ${String(c.ratios[t]).padStart(7)}`),
    `Converting: ${money(c.exchange)} per 100 points.`,
  ].join('\n');
}

const rewardLine = (r: OperatorPointReward) =>
  `#${r.id} ${terminalSafe(r.nameEn)} / ${terminalSafe(r.namePt)}  ${r.kind as PointRewardKind}` +
  `  cost ${r.cost}${r.kind === 'bonus' ? `  pays ${money(r.bonusAmount)}` : ''}` +
  `  stock ${r.stock}  limit ${r.perMemberLimit ?? 'none'}  ${r.enabled ? 'on' : 'off'}`;

const redemptionLine = (r: OperatorPointRedemption) =>
  `#${r.id} ${r.createdAt}  ${terminalSafe(r.username)} (#${r.memberId})  ` +
  `${r.kind === 'convert' ? `convert → ${money(r.cash)}` : terminalSafe(r.rewardName ?? '')}` +
  `  ${r.points} points  ${r.status}${r.reason ? ` (${terminalSafe(r.reason)})` : ''}`;

export async function runPoints(
  command: PointsCommand,
  config: OperatorClientConfig,
): Promise<string> {
  switch (command.kind) {
    case 'points-config': {
      const current = await callOperator(
        config,
        'GET',
        pointPaths.operatorConfig,
        pointConfigSchema,
      );
      const { exchange, ...ratios } = command.set;
      if (exchange === undefined && Object.keys(ratios).length === 0) return configLines(current);
      const saved = await callOperator(
        config,
        'PUT',
        pointPaths.operatorConfig,
        pointConfigSchema,
        {
          ratios: { ...current.ratios, ...ratios },
          exchange: exchange ?? current.exchange,
        },
      );
      return `Saved.\n${configLines(saved)}`;
    }
    case 'points-rewards': {
      const all = await callOperator(
        config,
        'GET',
        pointPaths.operatorRewards,
        z.array(operatorPointRewardSchema),
      );
      return all.length === 0 ? 'No rewards.' : all.map(rewardLine).join('\n');
    }
    case 'points-reward-add': {
      const r = await callOperator(
        config,
        'POST',
        pointPaths.operatorRewards,
        operatorPointRewardSchema,
        command.input,
      );
      return `Added reward ${r.id}.\n${rewardLine(r)}`;
    }
    case 'points-reward-set': {
      const r = await callOperator(
        config,
        'PATCH',
        `${pointPaths.operatorRewards}/${command.id}`,
        operatorPointRewardSchema,
        command.change,
      );
      return `Changed reward ${r.id}.\n${rewardLine(r)}`;
    }
    case 'points-redemptions': {
      const query = command.status ? `?status=${command.status}` : '';
      const all = await callOperator(
        config,
        'GET',
        `${pointPaths.operatorRedemptions}${query}`,
        z.array(operatorPointRedemptionSchema),
      );
      if (all.length === 0)
        return command.status ? `No ${command.status} redemptions.` : 'No redemptions.';
      return all.map(redemptionLine).join('\n');
    }
    case 'points-approve':
    case 'points-reject': {
      const approve = command.kind === 'points-approve';
      const r = await callOperator(
        config,
        'POST',
        `${pointPaths.operatorRedemptions}/${command.id}/${approve ? 'approve' : 'reject'}`,
        operatorPointRedemptionSchema,
        approve ? undefined : { reason: command.reason },
      );
      return `${approve ? 'Approved' : 'Rejected'} redemption ${r.id}${approve ? '' : `; its ${r.points} points are back`}.\n${redemptionLine(r)}`;
    }
    case 'points-accrue': {
      const r = await callOperator(
        config,
        'POST',
        pointPaths.operatorAccrue,
        pointAccrualResultSchema,
        undefined,
        60_000,
      );
      return `Points accrued: ${r.points} points from ${r.rounds} round(s) and ${r.deposits} deposit(s).`;
    }
  }
}
