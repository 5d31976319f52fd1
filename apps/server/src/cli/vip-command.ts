import {
  MAX_AMOUNT,
  operatorVipMembersSchema,
  operatorVipTierListSchema,
  VIP_TIERS_MAX,
  vipMonthlyResultSchema,
  vipPaths,
  type OperatorVipTiers,
} from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- vip …` (issue 18, ADR 037). */
export type VipCommand =
  | { kind: 'vip-tiers'; set: OperatorVipTiers['tiers'] | null }
  | { kind: 'vip-members'; limit: number }
  | { kind: 'vip-monthly'; month: string; preview: boolean };

export const vipUsage = `  vip tiers [--set NAME:THRESHOLD:UPGRADE:MONTHLY[,…]]
                                           the VIP ladder, lowest tier first; amounts in the
                                           currency (e.g. Bronze:100:10:5), thresholds of
                                           cumulative valid bet rising from tier to tier
  vip members [--limit 100]                members' VIP levels, highest first
  vip monthly pay|preview --month YYYY-MM  pay (or preview) that ended month's VIP bonus,
                                           each member once (the hourly job pays by itself)`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Currency units ("12.50") → minor units; null when not a bounded number of cents. */
function minorOf(value: string | undefined, min: number): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const minor = Math.round(Number(value) * 100);
  return minor >= min && minor <= MAX_AMOUNT ? minor : null;
}

function parseTiers(spec: string): OperatorVipTiers['tiers'] | string {
  const tiers: OperatorVipTiers['tiers'] = [];
  const parts = spec.split(',');
  if (parts.length > VIP_TIERS_MAX) return `At most ${VIP_TIERS_MAX} tiers.`;
  for (const part of parts) {
    const [name, threshold, upgrade, monthly, ...extra] = part.split(':');
    if (!name?.trim() || extra.length > 0)
      return `Write each tier as NAME:THRESHOLD:UPGRADE:MONTHLY, not "${part}".`;
    const t = minorOf(threshold, 1);
    const u = minorOf(upgrade, 0);
    const m = minorOf(monthly, 0);
    if (t === null || u === null || m === null) {
      return `Amounts of ${name} must be numbers with at most 2 decimals (threshold above 0).`;
    }
    const previous = tiers.at(-1);
    if (previous && t <= previous.threshold) {
      return `The threshold of ${name} must be above ${previous.name}'s.`;
    }
    tiers.push({ name: name.trim(), threshold: t, upgradeBonus: u, monthlyBonus: m });
  }
  return tiers;
}

/** Parses the words after `vip`; a string is the problem to show. */
export function parseVip(words: string[], options: Map<string, string>): VipCommand | string {
  const [sub, action, ...rest] = words;
  const only = (...names: string[]) =>
    [...options.keys()].find((k) => !names.includes(k)) === undefined;
  if (sub === 'tiers') {
    if (action || rest.length) return `Unexpected "${[action, ...rest].join(' ')}".`;
    if (!only('set')) return 'vip tiers takes only --set.';
    const spec = options.get('set');
    if (spec === undefined) return { kind: 'vip-tiers', set: null };
    const set = parseTiers(spec);
    return typeof set === 'string' ? set : { kind: 'vip-tiers', set };
  }
  if (sub === 'members') {
    if (action || rest.length) return `Unexpected "${[action, ...rest].join(' ')}".`;
    if (!only('limit')) return 'vip members takes only --limit.';
    const limit = Number(options.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      return '--limit takes a whole number from 1 to 500.';
    }
    return { kind: 'vip-members', limit };
  }
  if (sub === 'monthly') {
    if ((action !== 'pay' && action !== 'preview') || rest.length) {
      return 'Say vip monthly pay --month YYYY-MM or vip monthly preview --month YYYY-MM.';
    }
    if (!only('month')) return 'vip monthly takes only --month.';
    const month = options.get('month');
    if (!month || !MONTH.test(month)) return 'vip monthly needs --month YYYY-MM.';
    return { kind: 'vip-monthly', month, preview: action === 'preview' };
  }
  return 'Use vip tiers, vip members or vip monthly.';
}

const money = (minor: number) => (minor / 100).toFixed(2);

export async function runVip(command: VipCommand, config: OperatorClientConfig): Promise<string> {
  if (command.kind === 'vip-monthly') {
    const r = await callOperator(
      config,
      'POST',
      vipPaths.operatorMonthly,
      vipMonthlyResultSchema,
      { month: command.month, preview: command.preview },
      60_000,
    );
    return r.preview
      ? `VIP bonus of ${r.month} (preview, nothing paid): ${r.paid} member(s) would get ${money(r.amount)}; ${r.alreadyPaid} already paid.`
      : `VIP bonus of ${r.month}: ${r.paid} member(s) paid ${money(r.amount)}; ${r.alreadyPaid} already paid.`;
  }
  if (command.kind === 'vip-members') {
    const { members } = await callOperator(
      config,
      'GET',
      `${vipPaths.operatorMembers}?limit=${command.limit}`,
      operatorVipMembersSchema,
    );
    const lines = members.map(
      (m) =>
        `  ${m.account.padEnd(20)} ${String(m.level).padStart(2)} ${(m.name ?? '').padEnd(12)} ${money(m.validBet)}`,
    );
    return [
      'Members by VIP level (account, level, tier, valid bet):',
      ...(lines.length ? lines : ['  none']),
    ].join('\n');
  }
  const { tiers } = command.set
    ? await callOperator(config, 'PUT', vipPaths.operatorTiers, operatorVipTierListSchema, {
        tiers: command.set,
      })
    : await callOperator(config, 'GET', vipPaths.operatorTiers, operatorVipTierListSchema);
  const lines = tiers.map(
    (t) =>
      `  ${String(t.level).padStart(2)} ${t.name.padEnd(12)} from ${money(t.threshold).padStart(12)}  upgrade ${money(t.upgradeBonus)}  monthly ${money(t.monthlyBonus)}`,
  );
  return [
    'VIP tiers (thresholds of cumulative valid bet):',
    ...(lines.length ? lines : ['  none']),
  ].join('\n');
}
