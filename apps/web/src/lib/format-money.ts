import type { Language } from '@openlobby/contract/language';
import { intlLocales } from './i18n/intl-locales';

/** Minor units per major unit; every currency the site runs in has two decimals. */
const minorPerMajor = 100;

/**
 * Money for display (spec §9: two decimals, thousands separators) in the reader's
 * language: `R$ 10.000,00` in Portuguese, `R$10,000.00` in English. Amounts arrive as
 * integer minor units (architecture.md: formatting happens only at display).
 */
export function formatMoney(minorUnits: number, language: Language, currency?: string): string {
  return new Intl.NumberFormat(intlLocales[language], {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / minorPerMajor);
}
