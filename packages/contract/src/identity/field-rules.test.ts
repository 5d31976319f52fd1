import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkFields,
  defaultFieldRules,
  patternIds,
  patternMessages,
} from './field-rules';
import { fieldRuleCases } from './field-rules.cases';
import { fieldRulesSchema } from './register-settings';

describe('field-rule validator (shared cases)', () => {
  it.each(fieldRuleCases)('$name', (c) => {
    expect(
      checkField(c.field, c.rule, c.value, { language: c.language, password: c.password }),
    ).toBe(c.expected);
  });

  it('has a message in both languages for every pattern', () => {
    for (const id of patternIds) {
      expect(patternMessages[id].en).toBeTruthy();
      expect(patternMessages[id].pt).toBeTruthy();
    }
  });

  it('reports the first failing field of a form', () => {
    const failure = checkFields(
      defaultFieldRules,
      { username: 'player01', password: 'Secret#2026', confirmPassword: 'x', captcha: 'AB12' },
      'en',
    );
    expect(failure).toEqual({ field: 'confirmPassword', message: 'Incorrect confirmation input' });
  });

  it('the default rules match their schema', () => {
    expect(fieldRulesSchema.parse(defaultFieldRules)).toEqual(defaultFieldRules);
  });
});
