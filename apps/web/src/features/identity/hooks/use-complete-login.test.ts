import { describe, expect, it } from 'vitest';
import { forcedPasswordChange } from './use-complete-login';

const value = (mustChangePassword: boolean, passwordExpired: boolean) => ({
  mustChangePassword,
  passwordExpired,
});

describe('forcedPasswordChange', () => {
  it('forces a change for the default weak or a temporary password', () => {
    expect(forcedPasswordChange(value(true, false), 'username', false)).toEqual({
      forced: true,
      expired: false,
    });
  });

  it('forces a change for an expired password only with PWDEXPFORCECHANGE3', () => {
    expect(forcedPasswordChange(value(false, true), 'username', true)).toEqual({
      forced: true,
      expired: true,
    });
    expect(forcedPasswordChange(value(false, true), 'username', false).forced).toBe(false);
  });

  it('never forces a change after an SMS or social login', () => {
    expect(forcedPasswordChange(value(true, true), 'sms', true).forced).toBe(false);
    expect(forcedPasswordChange(value(true, true), 'social', true).forced).toBe(false);
  });
});
