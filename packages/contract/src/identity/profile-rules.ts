import type { Language } from '../language';
import {
  charLength,
  fieldMessages,
  patternMessage,
  patternTests,
  type FieldRule,
  type PatternId,
} from './field-rules';

/**
 * The profile fields of my account (spec §3 "Further profile fields") and their rules: the
 * same rule shape and checks as the registration's (field-rules.ts), plus whether the member
 * may change the field and whether it locks once set. Plain TypeScript: the browser and the
 * server check with this very code.
 */
export const profileFields = [
  'nickname',
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'telegram',
  'whatsapp',
  'zalo',
  'line',
] as const;
export type ProfileField = (typeof profileFields)[number];

export type ProfileRule = FieldRule & {
  /** The member may change it (a shown field the operator keeps read-only is not). */
  editable: boolean;
  /**
   * Once set the member cannot change it (KYC: the name and the birthday that the
   * operator's checks rely on); support corrects a mistake.
   */
  lockedOnceSet: boolean;
};
export type ProfileRules = Record<ProfileField, ProfileRule>;

/** Spec §5: the birthday check's age. */
export const BIRTHDAY_MINIMUM_AGE = 21;

export const profileMessages = {
  underAge: {
    en: 'You must be 21 or older.',
    pt: 'Você precisa ter 21 anos ou mais.',
  },
  badDate: {
    en: 'Enter a real date of birth.',
    pt: 'Digite uma data de nascimento válida.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** `yyyy-MM-dd` or `MM-dd-yyyy` (the DATE pattern) → `yyyy-MM-dd`; null when not a date. */
export function isoDate(value: string): string | null {
  if (!patternTests.DATE(value)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return value;
  const [mo, d, y] = value.split('-');
  return `${y}-${mo}-${d}`;
}

/** Whole years from `birthday` (yyyy-MM-dd) to `today` (UTC). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Checks one profile field: null when fine, else the message to show. An empty value passes
 * unless required. The birthday must be a date of this or the last century and at least 21
 * years back (spec §5).
 */
export function checkProfileField(
  field: ProfileField,
  rule: ProfileRule,
  value: string | null | undefined,
  language: Language,
  today: Date = new Date(),
): string | null {
  if (value === undefined || value === null || value === '') {
    return rule.required ? fieldMessages.empty[language] : null;
  }
  const length = charLength(value);
  let fine =
    length >= rule.minLength && length <= rule.maxLength && patternTests[rule.patternId](value);
  if (fine && rule.acceptedPattern) {
    try {
      fine = new RegExp(rule.acceptedPattern, 'u').test(value);
    } catch {
      // A broken operator pattern accepts, like the registration's.
    }
  }
  if (!fine) return patternMessage(rule, language);
  if (field === 'birthday') {
    const iso = isoDate(value);
    if (!iso || iso < '1900-01-01' || iso > today.toISOString().slice(0, 10)) {
      return profileMessages.badDate[language];
    }
    if (ageOn(iso, today) < BIRTHDAY_MINIMUM_AGE) return profileMessages.underAge[language];
  }
  return null;
}

const rule = (
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: PatternId,
  more: Partial<Pick<ProfileRule, 'editable' | 'lockedOnceSet'>> = {},
): ProfileRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
  acceptedPattern: null,
  editable: more.editable ?? true,
  lockedOnceSet: more.lockedOnceSet ?? false,
});

/** The rules a fresh install serves (the operator changes them as setting `profileRules`). */
export const defaultProfileRules: ProfileRules = {
  nickname: rule(true, true, 2, 20, 'LENGTH'),
  fullName: rule(true, false, 3, 60, 'FULL_NAME', { lockedOnceSet: true }),
  birthday: rule(true, false, 10, 10, 'DATE', { lockedOnceSet: true }),
  address: rule(true, false, 5, 200, 'LENGTH'),
  nationality: rule(true, false, 2, 40, 'LENGTH'),
  occupation: rule(true, false, 2, 60, 'LENGTH'),
  incomeSource: rule(true, false, 2, 60, 'LENGTH'),
  telegram: rule(true, false, 3, 32, 'NO_SPACES'),
  whatsapp: rule(true, false, 8, 15, 'DIGITS'),
  zalo: rule(false, false, 8, 15, 'DIGITS'),
  line: rule(false, false, 3, 30, 'NO_SPACES'),
};
