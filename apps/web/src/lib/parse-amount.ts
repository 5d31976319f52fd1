import type { Language } from '@openlobby/contract/language';

/**
 * What the member typed, in their language's notation ("1.234,56" in Portuguese,
 * "1,234.56" in English, "50" in both), as integer minor units; null if it is not an
 * amount with at most two decimals. String arithmetic only: no floating point near money.
 */
export function parseAmount(text: string, language: Language): number | null {
  const [group, decimal] = language === 'pt' ? ['.', ','] : [',', '.'];
  const compact = text.replace(/[\sR$]/g, '');
  const match = new RegExp(
    `^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d{1,2}))?$`,
  ).exec(compact);
  if (!match) return null;
  const whole = Number(match[1]!.split(group).join(''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the member would type them back ("50" or "50,5" → "50,50"). */
export function amountInputText(minor: number, language: Language): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  return `${whole}${language === 'pt' ? ',' : '.'}${String(cents).padStart(2, '0')}`;
}
