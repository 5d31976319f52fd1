import type { Bill } from '@openlobby/contract/agent/schemas';

const dayOf = (iso: string) => iso.slice(0, 10);
const clockOf = (iso: string) => iso.slice(11, 16);

/**
 * A bill's period as the agent reads it, in UTC like the reports' ranges: the day of a
 * daily salary, the hour or 5-minute slot of an hourly or real-time one with its clock
 * times, and the first and last day of a dividend's week, half month or month. The period
 * key (`R:2026-11-24T13:05`) is the settlement's name for it, not a thing to read.
 */
export function billPeriodLabel(bill: Pick<Bill, 'kind' | 'periodStart' | 'periodEnd'>): string {
  const start = new Date(bill.periodStart).toISOString();
  const end = new Date(bill.periodEnd).toISOString();
  switch (bill.kind) {
    case 'daily':
      return dayOf(start);
    case 'hourly':
    case 'realtime':
      return `${dayOf(start)} ${clockOf(start)}–${clockOf(end)}`;
    case 'dividend': {
      // The end is the next period's first instant: its last day is the one before.
      const lastDay = dayOf(new Date(Date.parse(end) - 1).toISOString());
      return lastDay === dayOf(start) ? lastDay : `${dayOf(start)} – ${lastDay}`;
    }
  }
}
