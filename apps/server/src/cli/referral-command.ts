import { referralPaths, referralRulesSchema, type ReferralRules } from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- referral rules [...]` (ADR 025). */
export type ReferralCommand = { kind: 'referral-rules'; set?: Partial<ReferralRules> };

export const referralUsage = `  referral rules [--enabled on|off] [--min-deposit <N>]
                 [--fixed <N> | --percent <P>]
                                           show or set the reward for an invitee's first
                                           deposit of at least N minor units: a fixed
                                           amount, or P % of that deposit (e.g. 5 or 2.5)`;

const known = ['enabled', 'min-deposit', 'fixed', 'percent'];

/** Parses the words after `referral`; a string is the problem to show. */
export function parseReferral(
  words: string[],
  options: Map<string, string>,
): ReferralCommand | string {
  if (words.length !== 1 || words[0] !== 'rules') return 'Say "referral rules".';
  const unknown = [...options.keys()].find((k) => !known.includes(k));
  if (unknown) return `Unknown option --${unknown} for "referral rules".`;
  if (options.size === 0) return { kind: 'referral-rules' };
  if (options.has('fixed') && options.has('percent')) return 'Give --fixed or --percent, not both.';
  const set: Partial<ReferralRules> = {};
  const enabled = options.get('enabled');
  if (enabled !== undefined) {
    if (enabled !== 'on' && enabled !== 'off') return '--enabled takes on or off.';
    set.enabled = enabled === 'on';
  }
  const whole = (name: string) => {
    const raw = options.get(name)!;
    return /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  };
  if (options.has('min-deposit')) set.minDeposit = whole('min-deposit');
  if (options.has('fixed')) {
    set.kind = 'fixed';
    set.fixedAmount = whole('fixed');
  }
  if (options.has('percent')) {
    const raw = options.get('percent')!;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw)) return '--percent takes a percentage like 5 or 2.5.';
    set.kind = 'percent';
    set.percentBp = Math.round(Number(raw) * 100);
  }
  const check = referralRulesSchema.partial().safeParse(set);
  if (!check.success) return 'Amounts are whole numbers of minor units (100 = 1.00), 1 or more.';
  return { kind: 'referral-rules', set: check.data };
}

const major = (minor: number) => (minor / 100).toFixed(2);

export async function runReferral(
  command: ReferralCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = referralPaths.operatorRules;
  let rules = await callOperator(config, 'GET', path, referralRulesSchema);
  if (command.set) {
    rules = await callOperator(config, 'PUT', path, referralRulesSchema, {
      ...rules,
      ...command.set,
    });
  }
  if (!rules.enabled) return 'Referral rewards: off.';
  const reward =
    rules.kind === 'fixed' ? major(rules.fixedAmount) : `${rules.percentBp / 100} % of it`;
  return `Referral rewards: on; an invitee's first deposit of at least ${major(rules.minDeposit)} pays ${reward}.`;
}
