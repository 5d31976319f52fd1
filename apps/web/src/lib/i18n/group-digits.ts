import type { Language } from '@openlobby/contract/language';

/** Thousands separators of the site's number formats (pt-BR 9.002, en-GB 9,002). */
const groupSeparators: Record<Language, string> = { pt: '.', en: ',' };

/**
 * A whole number with its thousands grouped, as Intl.NumberFormat writes it for pt-BR and
 * en-GB. By hand for the figures of a first render (the jackpot, a list's game count): the
 * first Intl formatter a page builds costs tens of milliseconds on a slow phone (P2).
 */
export function groupDigits(value: number, language: Language): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparators[language]);
}
