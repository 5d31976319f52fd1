import {
  betCategories,
  operatorRebateRatesSchema,
  REBATE_RATE_MAX_BP,
  rebatePayResultSchema,
  recordsPaths,
  type BetCategory,
} from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- rebate …` (issue 15, ADR 026). */
export type RebateCommand =
  | { kind: 'rebate-rates'; set: Partial<Record<BetCategory, number | null>> | null }
  | { kind: 'rebate-pay'; day: string };

export const rebateUsage = `  rebate rates [--set CAT=PERCENT[,CAT=PERCENT…]]
                                           rebate rates per game type (LOTT, RNG, LIVE…), in %
                                           of valid bets; PERCENT "none" removes a category's
  rebate pay --day YYYY-MM-DD              pay that ended UTC day's rebates, each member once
                                           (the hourly job pays the last 3 days by itself)`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day, not only its shape: "2026-02-30" would reach the server and come back as
 * its generic "not valid" refusal, with nothing to say which part was wrong.
 */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Parses the words after `rebate`; a string is the problem to show. */
export function parseRebate(words: string[], options: Map<string, string>): RebateCommand | string {
  const [sub, ...rest] = words;
  if (rest.length > 0) return `Unexpected "${rest.join(' ')}".`;
  if (sub === 'pay') {
    const day = options.get('day');
    if ([...options.keys()].some((k) => k !== 'day')) return 'rebate pay takes only --day.';
    if (!day || !DAY.test(day)) return 'rebate pay needs --day YYYY-MM-DD.';
    if (!isCalendarDay(day)) return `--day ${day} is not a calendar day.`;
    return { kind: 'rebate-pay', day };
  }
  if (sub === 'rates') {
    if ([...options.keys()].some((k) => k !== 'set')) return 'rebate rates takes only --set.';
    const spec = options.get('set');
    if (spec === undefined) return { kind: 'rebate-rates', set: null };
    const set: Partial<Record<BetCategory, number | null>> = {};
    for (const part of spec.split(',')) {
      const [cat, value] = part.split('=');
      if (!cat || !(betCategories as readonly string[]).includes(cat)) {
        return `Unknown category "${cat ?? ''}" (one of ${betCategories.join(', ')}).`;
      }
      if (value === 'none') {
        set[cat as BetCategory] = null;
        continue;
      }
      const percent = Number(value);
      const bp = Math.round(percent * 100);
      if (!value || !Number.isFinite(percent) || bp < 0 || bp > REBATE_RATE_MAX_BP) {
        return `Rate of ${cat} must be 0 to ${REBATE_RATE_MAX_BP / 100} (percent) or "none".`;
      }
      set[cat as BetCategory] = bp;
    }
    return { kind: 'rebate-rates', set };
  }
  return 'Use rebate rates or rebate pay.';
}

export async function runRebate(
  command: RebateCommand,
  config: OperatorClientConfig,
): Promise<string> {
  if (command.kind === 'rebate-pay') {
    const r = await callOperator(
      config,
      'POST',
      recordsPaths.operatorRebatePay,
      rebatePayResultSchema,
      { day: command.day },
      60_000,
    );
    return `Rebates of ${r.day}: ${r.paid} member(s) paid ${r.amount} (minor units); ${r.alreadyPaid} already paid.`;
  }
  const rates = command.set
    ? await callOperator(
        config,
        'PUT',
        recordsPaths.operatorRebateRates,
        operatorRebateRatesSchema,
        { rates: command.set },
      )
    : await callOperator(
        config,
        'GET',
        recordsPaths.operatorRebateRates,
        operatorRebateRatesSchema,
      );
  const lines = betCategories
    .filter((c) => rates.rates[c] !== undefined && rates.rates[c] !== null)
    .map((c) => `  ${c.padEnd(8)} ${(rates.rates[c]! / 100).toFixed(2)} %`);
  return ['Rebate rates (of valid bets):', ...(lines.length ? lines : ['  none'])].join('\n');
}
