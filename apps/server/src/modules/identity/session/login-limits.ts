import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { quotaWindow } from '../../../lib/quota';
import { hitCounter, releaseCounter, type RateWindow } from '../../../lib/rate-counter';
import { identityQuotas } from '../quotas';

const { loginFailuresPerAccount, loginFailuresPerIp } = identityQuotas;

/** identity-api.md "Limits": failures per account and per IP in 15 minutes. */
export const FAILURE_WINDOW_SECONDS = loginFailuresPerAccount.seconds;
export const MAX_ACCOUNT_FAILURES = loginFailuresPerAccount.max;
export const MAX_IP_FAILURES = loginFailuresPerIp.max;
export const CAPTCHA_AFTER_FAILURES = 3;

const accountWindow = (account: string): RateWindow =>
  quotaWindow(loginFailuresPerAccount, account.toLowerCase());
const ipWindow = (ip: string): RateWindow => quotaWindow(loginFailuresPerIp, ip);

/**
 * Runs one credential check under the failure limits, race-free: the attempt first takes a
 * slot in both counters (one atomic increment each), so concurrent guesses cannot all slip
 * under the limit; the slot is given back unless the attempt fails with
 * INVALID_CREDENTIALS. Over a limit → 429 RATE_LIMITED. `attempt` learns whether a captcha
 * is due (3 failures before it); a failure reply says whether the next one needs it.
 */
export async function underLoginLimits<T>(
  db: Db,
  account: string,
  ip: string,
  attempt: (captchaRequired: boolean) => Promise<T>,
): Promise<T> {
  const windows = [accountWindow(account), ipWindow(ip)];
  const [byAccount = 0, byIp = 0] = await Promise.all(windows.map((w) => hitCounter(db, w)));
  const release = () => Promise.all(windows.map((w) => releaseCounter(db, w)));
  if (byAccount > MAX_ACCOUNT_FAILURES || byIp > MAX_IP_FAILURES) {
    await release();
    throw new AppError('RATE_LIMITED', `login failures: account ${byAccount}, ip ${byIp}`);
  }
  const failuresBefore = Math.max(byAccount, byIp) - 1;
  let result: T;
  try {
    result = await attempt(failuresBefore >= CAPTCHA_AFTER_FAILURES);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'INVALID_CREDENTIALS') {
      throw new AppError('INVALID_CREDENTIALS', error.message, {
        captcha: failuresBefore + 1 >= CAPTCHA_AFTER_FAILURES,
      });
    }
    await release();
    throw error;
  }
  await release();
  return result;
}

export const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'wrong account or secret');
