import type { Language } from '@openlobby/contract/language';
import { intlLocales } from './i18n/intl-locales';

/** Minor units per major unit; every currency the site runs in has two decimals. */
const minorPerMajor = 100;

/** Formatters by language and currency: building one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language, currency: string | undefined): Intl.NumberFormat {
  const key = `${language} ${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Money for display (spec §9: two decimals, thousands separators) in the reader's
 * language: `R$ 10.000,00` in Portuguese, `R$10,000.00` in English. Amounts arrive as
 * integer minor units (architecture.md: formatting happens only at display).
 */
export function formatMoney(minorUnits: number, language: Language, currency?: string): string {
  return moneyFormat(language, currency).format(minorUnits / minorPerMajor);
}
