import { CODE_EXPIRED_MINUTES, CODE_MAX_GUESSES } from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { hitCounter, peekCounter } from '../../../lib/rate-counter';
import { AppError } from '../../../lib/errors';
import { sha256, sixDigitCode } from '../../../lib/secure-random';
import {
  guessCode,
  insertCode,
  latestCode,
  spendUnusedCodes,
  type CodePurpose,
} from './code-repository';

export type { CodePurpose } from './code-repository';

/** A new code for (purpose, target); earlier unused ones die with it. */
export async function issueCode(db: Db, purpose: CodePurpose, target: string): Promise<string> {
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await spendUnusedCodes(tx, purpose, target);
    await insertCode(tx, {
      purpose,
      target,
      codeHash: sha256(`${target}:${code}`),
      expiresAt: new Date(Date.now() + CODE_EXPIRED_MINUTES * 60_000),
    });
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks the latest code for (purpose, target) in one atomic update: every guess counts,
 * a right guess spends the code, and after 5 guesses it is dead.
 */
export async function checkCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<CodeCheck> {
  const latest = await latestCode(db, purpose, target);
  if (!latest || latest.usedAt || latest.attempts >= CODE_MAX_GUESSES) return 'invalid';
  if (latest.expiresAt.getTime() <= Date.now()) return 'expired';
  const right = await guessCode(db, latest.id, sha256(`${target}:${code}`), CODE_MAX_GUESSES);
  return right ? 'ok' : 'invalid';
}

/** Throws CODE_INVALID / CODE_EXPIRED unless the code is right. */
export async function requireCode(db: Db, purpose: CodePurpose, target: string, code: string) {
  const result = await checkCode(db, purpose, target, code);
  if (result === 'expired') throw new AppError('CODE_EXPIRED');
  if (result === 'invalid') throw new AppError('CODE_INVALID');
}

/**
 * One send per number and purpose per 60 s (the resend countdown of spec §4), 5 per number
 * per hour whatever the purpose, 20 per IP per hour. The minute is per purpose because a
 * member who has just registered by SMS may at once ask for a login code: that is a new
 * request, not a resend, and the hourly caps still stop anyone flooding a phone.
 */
export async function throttleSms(db: Db, purpose: CodePurpose, target: string, ip: string) {
  const minute = { key: `sms:1m:${purpose}:${target}`, seconds: 60 };
  const hour = { key: `sms:1h:${target}`, seconds: 3600 };
  const perIp = { key: `sms:ip:${ip}`, seconds: 3600 };
  if (
    (await peekCounter(db, minute)) >= 1 ||
    (await peekCounter(db, hour)) >= 5 ||
    (await peekCounter(db, perIp)) >= 20
  ) {
    throw new AppError('SMS_TOO_MANY_REQUESTS', `sms throttle for ${target}`);
  }
  const counts = await Promise.all([minute, hour, perIp].map((w) => hitCounter(db, w)));
  // Two racing requests both passed the peek: only the first increment may send.
  if (counts[0]! > 1 || counts[1]! > 5 || counts[2]! > 20) {
    throw new AppError('SMS_TOO_MANY_REQUESTS', `sms throttle race for ${target}`);
  }
}
