import { TEMPORARY_PASSWORD_MINUTES } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { member } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { MemberRow } from './repository';

/** The password, or a live temporary one from an e-mail reset (which forces a change). */
export async function checkMemberPassword(member: MemberRow | null, password: string) {
  if (await verifyPassword(member?.passwordHash ?? null, password)) {
    return { ok: true, temporary: false };
  }
  const temp = member?.tempPasswordHash;
  if (temp && member.tempPasswordExpiresAt && member.tempPasswordExpiresAt.getTime() > Date.now()) {
    return { ok: await verifyPassword(temp, password), temporary: true };
  }
  return { ok: false, temporary: false };
}

/** Refuses the 3,000 most common passwords and the operator's default weak one (S2). */
export async function refuseWeakPassword(password: string, defaultWeakPassword: string) {
  if (password === defaultWeakPassword || (await isCommonPassword(password))) {
    throw new AppError('PASSWORD_TOO_COMMON');
  }
}

export async function setPassword(db: Db, memberId: number, password: string) {
  await db
    .update(member)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: sql`now()`,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    })
    .where(eq(member.id, memberId));
}

/** A temporary password (letters and digits, with a capital) for an e-mail reset. */
export function temporaryPassword(): string {
  return `T${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}7`;
}

export async function setTemporaryPassword(db: Db, memberId: number, password: string) {
  await db
    .update(member)
    .set({
      tempPasswordHash: await hashPassword(password),
      tempPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_MINUTES * 60_000),
    })
    .where(eq(member.id, memberId));
}
