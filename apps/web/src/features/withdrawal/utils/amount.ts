import type { Language } from '@openlobby/contract/language';

/** The decimal mark and the grouping mark members type in each language. */
const marks: Record<Language, { decimal: string; group: string }> = {
  pt: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/**
 * An amount typed in the member's language as integer minor units: `1.234,56` (pt) or
 * `1,234.56` (en) → 123456; `50` → 5000. Null for anything else (letters, a third decimal,
 * a negative sign), so the form can say so instead of guessing. Integer arithmetic only:
 * `0,29` must be 29, not 28.999….
 */
export function parseAmount(text: string, language: Language): number | null {
  const { decimal, group } = marks[language];
  const compact = text.trim().replace(/\s/g, '');
  const groupsOk = new RegExp(`^\\d{1,3}(\\${group}\\d{3})*(\\${decimal}\\d{1,2})?$`);
  const plain = new RegExp(`^\\d+(\\${decimal}\\d{1,2})?$`);
  if (!plain.test(compact) && !groupsOk.test(compact)) return null;
  const [whole = '', fraction = ''] = compact.split(group).join('').split(decimal);
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
