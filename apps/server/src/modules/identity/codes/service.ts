import { CODE_EXPIRED_MINUTES, CODE_MAX_GUESSES } from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { quotaRefusal, quotaWindow, usedQuota } from '../../../lib/quota';
import { hitCounter } from '../../../lib/rate-counter';
import { identityQuotas } from '../quotas';
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
 * One send per number and purpose per 60 s (the resend countdown of spec §4); per number
 * 5 an hour and 10 a day whatever the purpose; 20 per IP an hour (identityQuotas). The
 * minute is per purpose because a member who has just registered by SMS may at once ask
 * for a login code: that is a new request, not a resend, and the caps per number still
 * stop anyone flooding a phone. A refusal says how long until the window that refused ends.
 */
export async function throttleSms(db: Db, purpose: CodePurpose, target: string, ip: string) {
  const q = identityQuotas;
  const limits = [
    { quota: q.codeResend, subject: `${purpose}:${target}` },
    { quota: q.codesPerHour, subject: target },
    { quota: q.codesPerDay, subject: target },
    { quota: q.codesPerIp, subject: ip },
  ];
  const now = Date.now();
  for (const { quota, subject } of limits) {
    if ((await usedQuota(db, quota, subject, now)) >= quota.max) {
      throw quotaRefusal(quota, subject, now, 'SMS_TOO_MANY_REQUESTS');
    }
  }
  const counts = await Promise.all(
    limits.map(({ quota, subject }) => hitCounter(db, quotaWindow(quota, subject), now)),
  );
  // Two racing requests both passed the peek: only the first increment may send.
  const over = limits.find(({ quota }, i) => counts[i]! > quota.max);
  if (over) throw quotaRefusal(over.quota, over.subject, now, 'SMS_TOO_MANY_REQUESTS');
}
