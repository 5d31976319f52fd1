import {
  limitKeys,
  windowStart,
  type LimitKey,
  type LimitWindow,
  type MoneyLimitKind,
} from '@openlobby/contract';
import type { DayTotals } from './repository';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The earliest day any window open at `now` starts on (the rollups read from it). */
export function earliestWindowDay(now: Date): string {
  const week = windowStart('week', now);
  const month = windowStart('month', now);
  return day(week < month ? week : month);
}

/** Deposits, stakes and wins summed over the current window (C1: loss = stakes − wins). */
export function windowTotals(rows: readonly DayTotals[], window: LimitWindow, now: Date) {
  const from = day(windowStart(window, now));
  let bets = 0;
  let wins = 0;
  let deposits = 0;
  for (const row of rows) {
    if (row.day < from) continue;
    bets += row.bets;
    wins += row.wins;
    deposits += row.deposits;
  }
  return { bets, wins, deposits };
}

/** What counts against a money limit in its window. */
export function usedOf(kind: MoneyLimitKind, totals: ReturnType<typeof windowTotals>): number {
  if (kind === 'deposit') return totals.deposits;
  if (kind === 'wager') return totals.bets;
  return totals.bets - totals.wins;
}

export function splitKey(key: LimitKey): { kind: MoneyLimitKind; window: LimitWindow } | null {
  if (key === 'session') return null;
  const [kind, window] = key.split(':') as [MoneyLimitKind, LimitWindow];
  return { kind, window };
}

export const moneyKeys = limitKeys.filter((k) => k !== 'session');
