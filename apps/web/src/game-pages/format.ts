import type { Language } from '@openlobby/contract/language';
import { intlLocales } from '../lib/i18n/intl-locales';

/** A basis-point multiplier for display: 19,800 → "1,98×" (pt) or "1.98×" (en). */
export function formatMultiplier(multiplierBp: number, language: Language): string {
  const value = new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(multiplierBp / 10_000);
  return `${value}×`;
}

/** Hundredths for display: 4950 → "49,50". */
export function formatHundredths(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
}

export function formatPercent(ratio: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(ratio);
}

export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], { timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
