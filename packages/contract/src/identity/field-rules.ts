import type { Language } from '../language';
import { isEmailAddress } from './email-address';

/**
 * Registration field rules and the one rule-to-validator function (spec §3 "Field rule",
 * §5). Plain TypeScript without zod: the browser runs this file too, and the server
 * validates registrations with the very same code.
 */

export const patternIds = [
  'LENGTH',
  'LETTER_FIRST_ALNUM',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ONE_CAPITAL',
  'LETTERS_SPACES',
  'NO_SPACES',
  'DATE',
  'KOREAN',
  'THAI',
  'FULL_NAME',
  'UPPERCASE_NO_SPACES',
  'STRONG',
  'EMAIL',
] as const;
export type PatternId = (typeof patternIds)[number];

export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof registerFields)[number];

export type FieldRule = {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
  /** Extra regular expression (source, Unicode flag) the value must also match; or null. */
  acceptedPattern: string | null;
};

export type FieldRules = Record<RegisterField, FieldRule>;

const isDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = m[1]!.length === 4 ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
};

const nameWord = "\\p{L}+(?:['-]\\p{L}+)*";

/** What each pattern accepts (length is checked separately). */
export const patternTests: Record<PatternId, (value: string) => boolean> = {
  // Something a reader sees: not only spaces and zero-width characters.
  LENGTH: (v) => /[^\s\u200b-\u200d\u2060\ufeff]/u.test(v),
  LETTER_FIRST_ALNUM: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  ALNUM: (v) => /^[A-Za-z0-9]+$/.test(v),
  LETTERS_AND_DIGITS: (v) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/.test(v),
  DIGITS: (v) => /^\d+$/.test(v),
  ONE_CAPITAL: (v) => /[A-Z]/.test(v),
  LETTERS_SPACES: (v) => /^[A-Za-z]+(?: [A-Za-z]+)*$/.test(v),
  NO_SPACES: (v) => !/\s/u.test(v),
  DATE: isDate,
  KOREAN: (v) => /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+$/.test(v),
  THAI: (v) => /^[\u0E00-\u0E7F]+$/.test(v),
  FULL_NAME: (v) => new RegExp(`^${nameWord}(?: ${nameWord})+$`, 'u').test(v),
  UPPERCASE_NO_SPACES: (v) => /^[A-Z0-9]+$/.test(v),
  STRONG: (v) =>
    /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v) && !/\s/.test(v),
  EMAIL: isEmailAddress,
};

/** Pattern messages of spec §5; "(min)-(max)" becomes one number when min = max. */
export const patternMessages: Record<PatternId, Record<Language, string>> = {
  LENGTH: {
    en: 'Enter (min)-(max) characters.',
    pt: 'Digite (min)-(max) caracteres.',
  },
  LETTER_FIRST_ALNUM: {
    en: 'Enter (min)-(max) letters or digits, starting with a letter.',
    pt: 'Digite (min)-(max) letras ou números, começando com uma letra.',
  },
  ALNUM: {
    en: 'Enter (min)-(max) characters, letters and digits only.',
    pt: 'Digite (min)-(max) caracteres, apenas letras e números.',
  },
  LETTERS_AND_DIGITS: {
    en: 'Enter (min)-(max) characters with both letters and digits.',
    pt: 'Digite (min)-(max) caracteres com letras e números.',
  },
  DIGITS: {
    en: 'Enter (min)-(max) digits.',
    pt: 'Digite (min)-(max) dígitos.',
  },
  ONE_CAPITAL: {
    en: 'Enter (min)-(max) characters with at least one capital letter.',
    pt: 'Digite (min)-(max) caracteres com pelo menos uma letra maiúscula.',
  },
  LETTERS_SPACES: {
    en: 'Enter (min)-(max) characters, English letters and spaces only.',
    pt: 'Digite (min)-(max) caracteres, apenas letras (sem acento) e espaços.',
  },
  NO_SPACES: {
    en: 'Enter (min)-(max) characters without spaces.',
    pt: 'Digite (min)-(max) caracteres sem espaços.',
  },
  DATE: {
    en: 'Enter a date as yyyy-MM-dd or MM-dd-yyyy.',
    pt: 'Digite a data como aaaa-MM-dd ou MM-dd-aaaa.',
  },
  KOREAN: {
    en: 'Enter (min)-(max) Korean characters.',
    pt: 'Digite (min)-(max) caracteres coreanos.',
  },
  THAI: {
    en: 'Enter (min)-(max) Thai characters.',
    pt: 'Digite (min)-(max) caracteres tailandeses.',
  },
  FULL_NAME: {
    en: 'Real name format is incorrect: enter (min)-(max) characters, first and last name separated by a space.',
    pt: 'Formato do nome real incorreto: digite (min)-(max) caracteres, nome e sobrenome separados por espaço.',
  },
  UPPERCASE_NO_SPACES: {
    en: 'Enter (min)-(max) capital letters or digits without spaces.',
    pt: 'Digite (min)-(max) letras maiúsculas ou números, sem espaços.',
  },
  STRONG: {
    en: 'Enter (min)-(max) characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
    pt: 'Digite (min)-(max) caracteres com uma letra maiúscula, uma minúscula, um número e um símbolo.',
  },
  EMAIL: {
    en: 'Enter a valid e-mail address of (min)-(max) characters.',
    pt: 'Digite um e-mail válido de (min)-(max) caracteres.',
  },
};

/** Fixed messages of spec §5. */
export const fieldMessages = {
  empty: { en: 'Input cannot be empty', pt: 'O campo não pode ficar vazio' },
  confirmMismatch: { en: 'Incorrect confirmation input', pt: 'A confirmação não confere' },
  phoneInvalid: { en: 'Phone number format is incorrect', pt: 'Formato de telefone incorreto' },
  affiliateInvalid: { en: 'Invalid invitation code', pt: 'Código de convite inválido' },
  codeInvalid: {
    en: 'Please enter a valid verification code',
    pt: 'Digite um código de verificação válido',
  },
  mobileInvalid: {
    en: 'Please enter a valid mobile number',
    pt: 'Digite um número de celular válido',
  },
  requiredMarked: {
    en: 'Items marked * are required',
    pt: 'Os itens marcados com * são obrigatórios',
  },
  termsRequired: {
    en: 'You must agree to the terms and conditions before registering',
    pt: 'Você precisa aceitar os termos e condições antes de se cadastrar',
  },
  /** C6: the separate "I am 18 or older" box (issue 17). */
  ageRequired: {
    en: 'You must confirm that you are 18 or older to register',
    pt: 'Você precisa confirmar que tem 18 anos ou mais para se cadastrar',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** The pattern message with its bounds filled in. */
export function patternMessage(rule: FieldRule, language: Language): string {
  const template = patternMessages[rule.patternId][language];
  if (rule.minLength === rule.maxLength) {
    return template.replace('(min)-(max)', String(rule.minLength));
  }
  return template.replace('(min)', String(rule.minLength)).replace('(max)', String(rule.maxLength));
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

export type FieldCheckContext = {
  language: Language;
  /** The password typed in the same form, for confirmPassword. */
  password?: string | undefined;
};

/**
 * Checks one field against its rule: null when fine, else the message to show. A disabled
 * field always passes (it is not shown and the server ignores it). Values are not trimmed;
 * surrounding spaces are the caller's to remove where that is wanted.
 */
export function checkField(
  field: RegisterField,
  rule: FieldRule,
  value: string | null | undefined,
  context: FieldCheckContext,
): string | null {
  const { language } = context;
  if (!rule.enabled) return null;
  if (value === undefined || value === null || value === '') {
    return rule.required ? fieldMessages.empty[language] : null;
  }
  if (field === 'confirmPassword') {
    return value === context.password ? null : fieldMessages.confirmMismatch[language];
  }
  const length = charLength(value);
  let fine =
    length >= rule.minLength && length <= rule.maxLength && patternTests[rule.patternId](value);
  if (fine && rule.acceptedPattern) fine = safeRegExp(rule.acceptedPattern)?.test(value) ?? true;
  if (fine) return null;
  if (field === 'mobileNum') return fieldMessages.phoneInvalid[language];
  return patternMessage(rule, language);
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** Checks every field of a form; the first failure (in field order) or null. */
export function checkFields(
  rules: FieldRules,
  values: Partial<Record<RegisterField, string | null | undefined>>,
  language: Language,
  only: readonly RegisterField[] = registerFields,
): { field: RegisterField; message: string } | null {
  for (const field of only) {
    const message = checkField(field, rules[field], values[field], {
      language,
      password: values.password ?? undefined,
    });
    if (message) return { field, message };
  }
  return null;
}

const rule = (
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: PatternId,
): FieldRule => ({ enabled, required, minLength, maxLength, patternId, acceptedPattern: null });

/** The rules a fresh install serves (the operator changes them as setting `registerRules`). */
export const defaultFieldRules: FieldRules = {
  username: rule(true, true, 6, 16, 'LETTER_FIRST_ALNUM'),
  password: rule(true, true, 8, 64, 'ONE_CAPITAL'),
  confirmPassword: rule(true, true, 8, 64, 'LENGTH'),
  mobileNum: rule(true, false, 8, 15, 'DIGITS'),
  email: rule(true, false, 6, 100, 'EMAIL'),
  payeeName: rule(true, false, 3, 60, 'FULL_NAME'),
  paymentPassword: rule(false, false, 6, 6, 'DIGITS'),
  qqNum: rule(false, false, 5, 12, 'DIGITS'),
  line: rule(false, false, 3, 30, 'NO_SPACES'),
  whatsapp: rule(false, false, 8, 15, 'DIGITS'),
  facebook: rule(false, false, 3, 50, 'NO_SPACES'),
  wechat: rule(false, false, 3, 30, 'NO_SPACES'),
  idNumber: rule(false, false, 5, 20, 'ALNUM'),
  recommenderId: rule(false, false, 1, 20, 'ALNUM'),
  affiliateCode: rule(true, false, 4, 16, 'UPPERCASE_NO_SPACES'),
  captcha: rule(true, true, 4, 4, 'ALNUM'),
};
