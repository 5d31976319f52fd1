import type { Env } from '../../../env';

/** What sessions and logins need from the environment. */
export type SessionConfig = {
  idleMinutes: number;
  maxHours: number;
  passwordMaxAgeDays: number;
  defaultWeakPassword: string;
};

export function sessionConfig(env: Env): SessionConfig {
  return {
    idleMinutes: env.SESSION_IDLE_MINUTES,
    maxHours: env.SESSION_MAX_HOURS,
    passwordMaxAgeDays: env.PASSWORD_MAX_AGE_DAYS,
    defaultWeakPassword: env.DEFAULT_WEAK_PASSWORD,
  };
}

export const defaultSessionConfig: SessionConfig = {
  idleMinutes: 30,
  maxHours: 12,
  passwordMaxAgeDays: 90,
  defaultWeakPassword: 'Aa123456',
};
