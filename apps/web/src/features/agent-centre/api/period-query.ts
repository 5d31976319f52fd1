import type { ReportPeriod } from '@openlobby/contract/agent/paths';

/** A report's period as the member chose it: a named one, or a range of UTC days. */
export type PeriodChoice = { period: ReportPeriod; from?: string; to?: string };

/** The query string of the overview and the reports (`reportPeriodQuerySchema`). */
export function periodQuery(choice: PeriodChoice): Record<string, string> {
  if (choice.period !== 'range') return { period: choice.period };
  return { period: 'range', from: choice.from ?? '', to: choice.to ?? '' };
}

/** A paged report's filter: its period, an account searched for, the page. */
export type ReportFilter = PeriodChoice & { search?: string | undefined; page: number };

/** The query string of a paged report (`pagedReportQuerySchema`). */
export function reportQuery(filter: ReportFilter): Record<string, string> {
  return {
    ...periodQuery(filter),
    page: String(filter.page),
    ...(filter.search ? { search: filter.search } : {}),
  };
}
