import type { LoginValue } from '@openlobby/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownIp, member, memberSession, rememberToken } from '../../db/schema';
import { newToken, sha256 } from '../../lib/secure-random';
import { defaultSessionConfig, type SessionConfig } from './config';

export type CreateSessionOptions = {
  ip: string;
  /** Also issue a remember-me token (the route sets it as the HttpOnly cookie). */
  remember: boolean;
  /** Default weak or temporary password used: the client must force a change. */
  mustChangePassword?: boolean;
  /** Report an old password (password logins only; not SMS or social, spec §4). */
  checkPasswordAge?: boolean;
};

export type CreatedSession = { value: LoginValue; rememberToken: string | null };

const REMEMBER_MS = 24 * 3600_000;

/**
 * Starts a session for a member whose identity is proven (password, code, provider): a new
 * token (32 random bytes, stored as SHA-256), the IP recorded as known, the first login
 * noted. Every way in (password, SMS, verification, OAuth, free play) ends here.
 */
export async function createSession(
  db: Db,
  memberId: number,
  options: CreateSessionOptions,
  config: SessionConfig = defaultSessionConfig,
): Promise<CreatedSession> {
  const token = newToken();
  const remember = options.remember ? newToken() : null;
  const now = Date.now();
  const before = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ lastLoginAt: member.lastLoginAt, passwordChangedAt: member.passwordChangedAt })
      .from(member)
      .where(eq(member.id, memberId));
    await tx.insert(memberSession).values({
      tokenHash: sha256(token),
      memberId,
      ip: options.ip,
      expiresAt: new Date(now + config.maxHours * 3600_000),
    });
    if (remember) {
      await tx
        .insert(rememberToken)
        .values({ tokenHash: sha256(remember), memberId, expiresAt: new Date(now + REMEMBER_MS) });
    }
    await tx
      .update(member)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(member.id, memberId));
    await recordKnownIp(tx as unknown as Db, memberId, options.ip);
    return previous;
  });
  const passwordAgeMs = before ? now - before.passwordChangedAt.getTime() : 0;
  return {
    value: {
      token,
      firstTimeLogin: !before?.lastLoginAt,
      passwordExpired:
        (options.checkPasswordAge ?? false) &&
        passwordAgeMs > config.passwordMaxAgeDays * 24 * 3600_000,
      mustChangePassword: options.mustChangePassword ?? false,
    },
    rememberToken: remember,
  };
}

export async function recordKnownIp(db: Db, memberId: number, ip: string): Promise<void> {
  await db
    .insert(knownIp)
    .values({ memberId, ip })
    .onConflictDoUpdate({
      target: [knownIp.memberId, knownIp.ip],
      set: { lastSeenAt: sql`now()` },
    });
}

export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ ip: knownIp.ip })
    .from(knownIp)
    .where(and(eq(knownIp.memberId, memberId), eq(knownIp.ip, ip)));
  return rows.length > 0;
}

/**
 * The member of a live token, sliding its idle timer in the same statement; null when the
 * token is unknown, idle too long or past its absolute lifetime.
 */
export async function touchSession(
  db: Db,
  token: string,
  config: SessionConfig = defaultSessionConfig,
): Promise<number | null> {
  const idleSeconds = Math.round(config.idleMinutes * 60);
  const [row] = await db
    .update(memberSession)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(memberSession.tokenHash, sha256(token)),
        gt(memberSession.expiresAt, sql`now()`),
        sql`${memberSession.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
      ),
    )
    .returning({ memberId: memberSession.memberId });
  return row?.memberId ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(memberSession).where(eq(memberSession.tokenHash, sha256(token)));
}

/** Ends every session and remember-me token of a member (password change or reset). */
export async function endAllSessions(db: Db, memberId: number): Promise<void> {
  await db.delete(memberSession).where(eq(memberSession.memberId, memberId));
  await db.delete(rememberToken).where(eq(rememberToken.memberId, memberId));
}

/** Spends a remember-me token (rotated at each use); the member id or null. */
export async function consumeRememberToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .delete(rememberToken)
    .where(and(eq(rememberToken.tokenHash, sha256(token)), gt(rememberToken.expiresAt, sql`now()`)))
    .returning({ memberId: rememberToken.memberId });
  return row?.memberId ?? null;
}

export async function dropRememberToken(db: Db, token: string): Promise<void> {
  await db.delete(rememberToken).where(eq(rememberToken.tokenHash, sha256(token)));
}
