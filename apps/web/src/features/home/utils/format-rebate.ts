import type { Language } from '@openlobby/contract/language';

const decimalSeparators: Record<Language, string> = { pt: ',', en: '.' };

/**
 * A rebate rate as a percentage with at most one decimal (0.012 → "1,2%" in Portuguese,
 * "1.2%" in English), as Intl's percent style writes it for pt-BR and en-GB. By hand: the
 * home page's first render built one Intl formatter per category, the costliest part of it
 * on a slow phone (P2), for a figure this simple.
 */
export function formatRebate(rate: number, language: Language): string {
  const tenths = Math.round(rate * 1000);
  const whole = Math.trunc(tenths / 10);
  const decimal = Math.abs(tenths % 10);
  return `${whole}${decimal ? decimalSeparators[language] + decimal : ''}%`;
}
