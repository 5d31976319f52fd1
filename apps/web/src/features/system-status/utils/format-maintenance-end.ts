import type { Language } from '@openlobby/contract/language';
import { intlLocales } from '../../../lib/i18n/intl-locales';

/**
 * The end of a maintenance window (ISO 8601, UTC from the server) in the visitor's time
 * zone and language, with the zone named so nobody misreads the hour.
 * `timeZone` is for tests; by default Intl uses the browser's zone.
 */
export function formatMaintenanceEnd(
  iso: string,
  language: Language,
  timeZone?: string,
): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocales[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
