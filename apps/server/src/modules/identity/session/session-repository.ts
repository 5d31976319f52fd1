import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { LOGIN_HISTORY_DAYS, LOGIN_HISTORY_KEPT } from '@openlobby/contract';
import { knownIp, member, memberLogin, memberSession, rememberToken } from '../../../db/schema';
import type { MemberRow } from '../member/repository';
import { sqlRows } from '../../../lib/sql-rows';
import { LIVE_SESSIONS_PER_MEMBER } from '../quotas';

// Tokens arrive here as their SHA-256 (sessions.ts hashes them); raw ones are never stored.

/**
 * Past the cap a member's oldest sessions or remember-me tokens end (S9, docs/limits.md),
 * never the one just made: logging in over and over cannot grow the table.
 */
async function keepNewest(
  db: Db,
  table: typeof memberSession | typeof rememberToken,
  newest: AnyPgColumn,
  made: { memberId: number; tokenHash: string },
) {
  await db.execute(sql`
    DELETE FROM ${table}
    WHERE ${table.memberId} = ${made.memberId}
      AND ${table.tokenHash} <> ${made.tokenHash}
      AND ${table.tokenHash} NOT IN (
      SELECT ${table.tokenHash} FROM ${table}
      WHERE ${table.memberId} = ${made.memberId}
      ORDER BY ${newest} DESC, ${table.tokenHash}
      LIMIT ${LIVE_SESSIONS_PER_MEMBER}
    )`);
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    memberId: number;
    ip: string;
    userAgent: string | null;
    expiresAt: Date;
    mustChangePassword: boolean;
  },
) {
  await db.insert(memberSession).values(values);
  await keepNewest(db, memberSession, memberSession.createdAt, values);
}

/**
 * Notes a login (my account's recent logins) and drops the member's rows past the newest
 * LOGIN_HISTORY_KEPT or older than LOGIN_HISTORY_DAYS, so the table stays bounded.
 */
export async function recordLogin(
  db: Db,
  values: { memberId: number; ip: string; userAgent: string | null },
) {
  await db.insert(memberLogin).values(values);
  await db.execute(sql`
    DELETE FROM ${memberLogin}
    WHERE ${memberLogin.memberId} = ${values.memberId}
      AND (${memberLogin.createdAt} < now() - make_interval(days => ${LOGIN_HISTORY_DAYS})
        OR ${memberLogin.id} NOT IN (
          SELECT ${memberLogin.id} FROM ${memberLogin}
          WHERE ${memberLogin.memberId} = ${values.memberId}
          ORDER BY ${memberLogin.id} DESC
          LIMIT ${LOGIN_HISTORY_KEPT}))`);
}

export type LiveSession = { memberId: number; mustChangePassword: boolean; member: MemberRow };

/**
 * The member of a live session, with its row (and whether the session awaits a password
 * change), in ONE read: every authenticated request makes it, so the member comes with
 * the session rather than in a second round trip (P8). Null when the token is unknown,
 * idle longer than `idleSeconds` or past its absolute expiry. The idle timer slides (a
 * second statement) only when it was last slid more than a tenth of the idle time ago (at
 * most 30 s): most requests only read, and a read commits without a WAL flush, where
 * writing `last_seen_at` on every request made each authenticated call a disk write (P8). A
 * session thus ends between 90 % and 100 % of the idle time after its last use. A session
 * opened without its browser's name (a social sign-in's callback) learns it from its first
 * request.
 */
export async function touchSessionRow(
  db: Db,
  tokenHash: string,
  idleSeconds: number,
  userAgent: string | null = null,
): Promise<LiveSession | null> {
  const slideAfter = Math.min(30, idleSeconds / 10);
  const [row] = await db
    .select({
      member,
      mustChangePassword: memberSession.mustChangePassword,
      stale: sql<boolean>`${memberSession.lastSeenAt} < now() - make_interval(secs => ${slideAfter})`,
      knowsAgent: sql<boolean>`${memberSession.userAgent} IS NOT NULL`,
    })
    .from(memberSession)
    .innerJoin(member, eq(member.id, memberSession.memberId))
    .where(
      and(
        eq(memberSession.tokenHash, tokenHash),
        gt(memberSession.expiresAt, sql`now()`),
        gt(memberSession.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
  if (!row) return null;
  if (row.stale || (!row.knowsAgent && userAgent !== null)) {
    await db
      .update(memberSession)
      .set({
        lastSeenAt: sql`now()`,
        userAgent: sql`coalesce(${memberSession.userAgent}, ${userAgent}::text)`,
      })
      .where(eq(memberSession.tokenHash, tokenHash));
  }
  return {
    memberId: row.member.id,
    mustChangePassword: row.mustChangePassword,
    member: row.member,
  };
}

/**
 * Which of these token hashes are live sessions, without sliding their idle timers: the
 * push channel's periodic check (ADR 031), so an open stream never keeps a session alive.
 */
export async function liveSessionHashes(
  db: Db,
  tokenHashes: string[],
  idleSeconds: number,
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await sqlRows<{ token_hash: string }>(
    db,
    sql`SELECT ${memberSession.tokenHash} AS token_hash FROM ${memberSession}
    WHERE ${memberSession.tokenHash} = ANY(${`{${tokenHashes.join(',')}}`}::text[])
      AND ${memberSession.expiresAt} > now()
      AND ${memberSession.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
  );
  return new Set(rows.map((r) => r.token_hash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(memberSession).where(eq(memberSession.tokenHash, tokenHash));
}

/** Ends every session and remember-me token of a member (password change or reset). */
export async function endAllSessions(db: Db, memberId: number): Promise<void> {
  await db.delete(memberSession).where(eq(memberSession.memberId, memberId));
  await db.delete(rememberToken).where(eq(rememberToken.memberId, memberId));
}

export async function insertRememberToken(
  db: Db,
  values: { tokenHash: string; memberId: number; expiresAt: Date },
) {
  await db.insert(rememberToken).values(values);
  // All last the same time, so the latest expiry is the newest token.
  await keepNewest(db, rememberToken, rememberToken.expiresAt, values);
}

/** Deletes a live remember-me token and returns its member: one statement, one winner. */
export async function takeRememberToken(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .delete(rememberToken)
    .where(and(eq(rememberToken.tokenHash, tokenHash), gt(rememberToken.expiresAt, sql`now()`)))
    .returning({ memberId: rememberToken.memberId });
  return row?.memberId ?? null;
}

export async function deleteRememberToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(rememberToken).where(eq(rememberToken.tokenHash, tokenHash));
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

/** Whether the member has any known IP at all (none before the first login). */
export async function hasKnownIp(db: Db, memberId: number): Promise<boolean> {
  const [anyKnown] = await db
    .select({ ip: knownIp.ip })
    .from(knownIp)
    .where(eq(knownIp.memberId, memberId))
    .limit(1);
  return anyKnown !== undefined;
}
