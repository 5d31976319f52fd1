import { TEMPORARY_PASSWORD_MINUTES } from '@openlobby/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { takeQuotas } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { updatePassword, updateTemporaryPassword, type MemberRow } from './repository';

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
  await updatePassword(db, memberId, await hashPassword(password));
}

/** A temporary password (letters and digits, with a capital) for an e-mail reset. */
export function temporaryPassword(): string {
  return `T${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}7`;
}

export async function setTemporaryPassword(db: Db, memberId: number, password: string) {
  await updateTemporaryPassword(
    db,
    memberId,
    await hashPassword(password),
    new Date(Date.now() + TEMPORARY_PASSWORD_MINUTES * 60_000),
  );
}

/** E-mail resets per IP and per account an hour (identityQuotas); both or neither taken. */
export async function limitPasswordResets(db: Db, ip: string, account: string) {
  await takeQuotas(db, [
    { quota: identityQuotas.passwordResetsPerIp, subject: ip },
    { quota: identityQuotas.passwordResetsPerAccount, subject: account.toLowerCase() },
  ]);
}
