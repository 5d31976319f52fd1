import { userInfo } from 'node:os';
import {
  harmMarkerSchema,
  jurisdictions,
  limitKeys,
  operatorPlayerSchema,
  protectionPaths,
  protectionRulesSchema,
  type Jurisdiction,
  type LimitKey,
  type OperatorPlayer,
  type ProtectionRules,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';
import { terminalSafe as safeText } from './terminal-text';

/** `npm run operator -- player …` (issue 17, ADR 032). */
export type PlayerCommand =
  | { kind: 'player-show'; account: string }
  | {
      kind: 'player-limit';
      account: string;
      limit: LimitKey;
      value: number;
      by: string;
      reason: string;
    }
  | {
      kind: 'player-exclude';
      account: string;
      exclusion: 'timeout' | 'self-exclusion';
      until: string | null;
      by: string;
      reason: string;
    }
  | { kind: 'player-harm'; sessionHours: string }
  | {
      kind: 'player-jurisdiction';
      set?: { jurisdiction: Jurisdiction; coolingOffHours?: number; by: string; reason: string };
    };

export const playerUsage = `  player show <ACCOUNT>                    a member's limits (current, pending, used), time-out
                                           or self-exclusion, and protection audit history
  player limit <ACCOUNT> <LIMIT> <N> --reason <text> [--by <name>]
                                           create or lower a limit (never raise): LIMIT is
                                           ${limitKeys.join(', ')};
                                           money in minor units, session in minutes
  player exclude <ACCOUNT> timeout|self-exclusion --until <ISO time|indefinite> --reason <text> [--by <name>]
                                           exclude a member or lengthen an exclusion (never
                                           shorten or lift it); every session ends
  player harm [--session-hours 3]          markers of harm: rising deposits, long sessions,
                                           reversed withdrawals, frequent limit hits
  player jurisdiction [BR|UK|MGA|none] [--cooling-off-hours 24] --reason <text> [--by <name>]
                                           show or set the jurisdiction profile and the
                                           cooling-off of raised limits (24 to 168 hours)`;

const allowed: Record<string, string[]> = {
  limit: ['reason', 'by'],
  exclude: ['until', 'reason', 'by'],
  harm: ['session-hours'],
  jurisdiction: ['cooling-off-hours', 'reason', 'by'],
};

const byOf = (options: Map<string, string>) => options.get('by')?.trim() || userInfo().username;

function reasonOf(options: Map<string, string>): string | null {
  const reason = options.get('reason')?.trim() ?? '';
  return reason.length >= 3 && reason.length <= 500 ? reason : null;
}
const needReason = 'Give --reason "<text>" (3 to 500 characters): it is kept in the audit.';

/** Parses the words after `player`; a string is the problem to show. */
export function parsePlayer(words: string[], options: Map<string, string>): PlayerCommand | string {
  const [sub, account, a, b, extra] = words;
  const unknown = [...options.keys()].find((k) => !(allowed[sub ?? ''] ?? []).includes(k));
  if (unknown) return `Unknown option --${unknown} for "player ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'show' && account && a === undefined) return { kind: 'player-show', account };
  if (sub === 'limit' && account && a !== undefined && b !== undefined) {
    const limit = limitKeys.find((k) => k === a);
    if (!limit) return `LIMIT is one of ${limitKeys.join(', ')}.`;
    const value = Number(b);
    if (!/^[0-9]+$/.test(b) || !Number.isSafeInteger(value) || value < 1) {
      return 'The limit is a whole positive number (minor units, or minutes for session).';
    }
    const reason = reasonOf(options);
    if (!reason) return needReason;
    return { kind: 'player-limit', account, limit, value, by: byOf(options), reason };
  }
  if (sub === 'exclude' && account && (a === 'timeout' || a === 'self-exclusion') && !b) {
    const untilText = options.get('until');
    const until = untilText === 'indefinite' ? null : untilText;
    if (until === undefined || (until !== null && Number.isNaN(Date.parse(until)))) {
      return 'Give --until <ISO time> (e.g. 2027-06-01T00:00:00Z) or --until indefinite.';
    }
    const reason = reasonOf(options);
    if (!reason) return needReason;
    return {
      kind: 'player-exclude',
      account,
      exclusion: a,
      until: until === null ? null : new Date(until).toISOString(),
      by: byOf(options),
      reason,
    };
  }
  if (sub === 'harm' && account === undefined) {
    const sessionHours = options.get('session-hours') ?? '3';
    if (!['1', '2', '3', '4', '6', '8', '12'].includes(sessionHours)) {
      return '--session-hours takes 1, 2, 3, 4, 6, 8 or 12.';
    }
    return { kind: 'player-harm', sessionHours };
  }
  if (sub === 'jurisdiction' && a === undefined) {
    if (account === undefined) return { kind: 'player-jurisdiction' };
    const jurisdiction = jurisdictions.find((j) => j.toLowerCase() === account.toLowerCase());
    if (!jurisdiction) return `The jurisdiction is one of ${jurisdictions.join(', ')}.`;
    const hoursText = options.get('cooling-off-hours');
    const hours = hoursText === undefined ? undefined : Number(hoursText);
    if (hours !== undefined && (!Number.isInteger(hours) || hours < 24 || hours > 168)) {
      return '--cooling-off-hours takes a whole number from 24 to 168.';
    }
    const reason = reasonOf(options);
    if (!reason) return needReason;
    return {
      kind: 'player-jurisdiction',
      set: {
        jurisdiction,
        by: byOf(options),
        reason,
        ...(hours === undefined ? {} : { coolingOffHours: hours }),
      },
    };
  }
  return 'Say "player show <ACCOUNT>", "player limit <ACCOUNT> <LIMIT> <N> --reason <text>", "player exclude <ACCOUNT> timeout|self-exclusion --until <time> --reason <text>", "player harm" or "player jurisdiction [<PROFILE>]".';
}

const limitLine = (l: OperatorPlayer['limits'][number]) =>
  `  ${l.limit.padEnd(14)} current ${String(l.current ?? '-').padStart(12)}  used ${String(l.used).padStart(12)}` +
  (l.pending ? `  pending ${l.pending.value ?? 'removal'} from ${l.pending.confirmableAt}` : '');

function playerText(p: OperatorPlayer): string {
  const exclusion = p.exclusion
    ? `${p.exclusion.kind} since ${p.exclusion.startedAt} until ${p.exclusion.until ?? 'indefinite'}`
    : 'none';
  const audit = p.audit.map(
    (a) =>
      `  ${a.createdAt} ${safeText(a.actor)} ${a.subject} ${JSON.stringify(a.before)} -> ${JSON.stringify(a.after)}${a.reason ? ` (${safeText(a.reason)})` : ''}`,
  );
  return [
    `Member ${safeText(p.account)} (id ${p.memberId})`,
    'Limits:',
    ...p.limits.map(limitLine),
    `Exclusion: ${exclusion}`,
    'Audit (newest first):',
    ...(audit.length ? audit : ['  none']),
  ].join('\n');
}

const rulesText = (r: ProtectionRules) =>
  [
    `Jurisdiction ${r.jurisdiction}; raised limits wait ${r.coolingOffHours} hours.`,
    `  time-out ${r.timeOutHours.min}–${r.timeOutHours.max} hours; self-exclusion ${r.selfExclusionMonths.min}–${r.selfExclusionMonths.max} months${r.selfExclusionMonths.indefinite ? ' or indefinite' : ''}`,
    `  withdrawal cancel by member: ${r.withdrawalReversible ? 'yes' : 'no'}; minimum slot spin ${r.minSpinMs} ms; autoplay: ${r.autoplay ? 'yes' : 'no'}`,
  ].join('\n');

export async function runPlayer(
  command: PlayerCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const players = protectionPaths.operatorPlayers;
  switch (command.kind) {
    case 'player-show': {
      const path = `${players}/${encodeURIComponent(command.account)}`;
      return playerText(await callOperator(config, 'GET', path, operatorPlayerSchema));
    }
    case 'player-limit': {
      const path = `${players}/${encodeURIComponent(command.account)}/limits`;
      const body = {
        limit: command.limit,
        value: command.value,
        operator: command.by,
        reason: command.reason,
      };
      const p = await callOperator(config, 'PUT', path, operatorPlayerSchema, body);
      return `Limit ${command.limit} set to ${command.value}.\n${playerText(p)}`;
    }
    case 'player-exclude': {
      const path = `${players}/${encodeURIComponent(command.account)}/exclusion`;
      const body = {
        kind: command.exclusion,
        until: command.until,
        operator: command.by,
        reason: command.reason,
      };
      const p = await callOperator(config, 'PUT', path, operatorPlayerSchema, body);
      return `Excluded; every session of ${safeText(p.account)} ended.\n${playerText(p)}`;
    }
    case 'player-harm': {
      const path = `${protectionPaths.operatorHarm}?sessionHours=${command.sessionHours}`;
      const all = await callOperator(config, 'GET', path, z.array(harmMarkerSchema));
      if (all.length === 0) return 'No markers of harm.';
      return all.map((m) => `  ${safeText(m.account)} ${m.marker}: ${m.detail}`).join('\n');
    }
    case 'player-jurisdiction': {
      const path = protectionPaths.operatorJurisdiction;
      const current = await callOperator(config, 'GET', path, protectionRulesSchema);
      if (!command.set) return rulesText(current);
      const body = {
        jurisdiction: command.set.jurisdiction,
        coolingOffHours: command.set.coolingOffHours ?? current.coolingOffHours,
        operator: command.set.by,
        reason: command.set.reason,
      };
      return rulesText(await callOperator(config, 'PUT', path, protectionRulesSchema, body));
    }
  }
}
