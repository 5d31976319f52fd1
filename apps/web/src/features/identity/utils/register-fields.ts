import {
  checkField,
  type FieldRules,
  type RegisterField,
} from '@openlobby/contract/identity/field-rules';
import type { Language } from '@openlobby/contract/language';

/** Fields the username registration shows (in this order) when their rule is enabled. */
export const usernameFormFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'recommenderId',
] as const satisfies readonly RegisterField[];

/** Spec §5: username, password and confirmation are required for username registration. */
const alwaysRequired: readonly RegisterField[] = ['username', 'password', 'confirmPassword'];

/** The fields a registration form shows, by method and the server's settings. */
export function visibleFields(
  rules: FieldRules,
  method: 'username' | 'mobile',
  mobilePassword: boolean,
): RegisterField[] {
  if (method === 'mobile') {
    const fields: RegisterField[] = ['mobileNum'];
    if (mobilePassword) fields.push('password', 'confirmPassword');
    return fields;
  }
  return usernameFormFields.filter(
    (field) => rules[field].enabled || alwaysRequired.includes(field),
  );
}

/**
 * The rule-to-validator of the contract (the code the server runs), with the form's own
 * musts on top: fields the method needs are enabled and required.
 */
export function validateRegisterField(
  rules: FieldRules,
  field: RegisterField,
  value: string,
  context: { language: Language; password: string; method: 'username' | 'mobile' },
): string | null {
  let rule = rules[field];
  const needed =
    (context.method === 'username' && alwaysRequired.includes(field)) ||
    (context.method === 'mobile' &&
      (field === 'mobileNum' || field === 'password' || field === 'confirmPassword'));
  if (needed) rule = { ...rule, enabled: true, required: true };
  return checkField(field, rule, value, { language: context.language, password: context.password });
}
