import { fieldRuleCases } from '@openlobby/contract/identity/field-rules.cases';
import { defaultFieldRules } from '@openlobby/contract/identity/field-rules';
import { describe, expect, it } from 'vitest';
import { validateRegisterField, visibleFields } from './register-fields';

describe('registration field validation (the contract cases, through the form code)', () => {
  const forced = ['username', 'password', 'confirmPassword'];
  // The username form forces those three on and required; every other case runs unchanged.
  const cases = fieldRuleCases.filter(
    (c) => !forced.includes(c.field) || (c.rule.enabled && c.rule.required),
  );

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const rules = { ...defaultFieldRules, [c.field]: c.rule };
    const message = validateRegisterField(rules, c.field, c.value ?? '', {
      language: c.language,
      password: c.password ?? '',
      method: 'username',
    });
    expect(message).toBe(c.expected);
  });

  it('requires username, password and confirmation on the username form whatever the rules', () => {
    const rules = {
      ...defaultFieldRules,
      username: { ...defaultFieldRules.username, required: false },
    };
    expect(
      validateRegisterField(rules, 'username', '', {
        language: 'en',
        password: '',
        method: 'username',
      }),
    ).toBe('Input cannot be empty');
  });

  it('shows only enabled fields, and on mobile registration the password only when asked', () => {
    expect(visibleFields(defaultFieldRules, 'username', false)).not.toContain('qqNum');
    expect(visibleFields(defaultFieldRules, 'username', false)).toContain('payeeName');
    expect(visibleFields(defaultFieldRules, 'mobile', false)).toEqual(['mobileNum']);
    expect(visibleFields(defaultFieldRules, 'mobile', true)).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
    ]);
  });
});
