import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agentTree, member } from '../../../db/schema';

export type MemberRow = typeof member.$inferSelect;
export type NewMember = typeof member.$inferInsert;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(member).where(eq(member.id, id));
  return row ?? null;
}

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(member).where(eq(member.accountKey, account.toLowerCase()));
  return row ?? null;
}

export async function findMemberByMobile(db: Db, e164: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(member).where(eq(member.mobile, e164));
  return row ?? null;
}

export async function findAgentByAffiliateCode(db: Db, code: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(member).where(eq(member.affiliateCode, code.toUpperCase()));
  return row && [1, 2, 41, 42].includes(row.type) ? row : null;
}

/**
 * Inserts a member and its place in the agent tree in one transaction; null when the
 * account or mobile is taken (unique index).
 */
export async function insertMember(db: Db, values: NewMember): Promise<MemberRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(member).values(values).onConflictDoNothing().returning();
    if (!row) return null;
    await addToAgentTree(tx, row.id, row.parentId);
    return row;
  });
}

/**
 * The closure rows of a new member (ADR 023): itself at depth 0, and each of its parent's
 * ancestors one level further. Members never move, so these rows never change.
 */
export async function addToAgentTree(db: Db, memberId: number, parentId: number | null) {
  await db.execute(sql`
    INSERT INTO ${agentTree} (ancestor_id, member_id, depth)
    SELECT ${memberId}::integer, ${memberId}::integer, 0
    UNION ALL
    SELECT t.ancestor_id, ${memberId}::integer, t.depth + 1 FROM ${agentTree} t
    WHERE t.member_id = ${parentId}::integer
    ON CONFLICT DO NOTHING`);
}

/** Sets or replaces the payment password (its Argon2id hash). */
export async function setPaymentPasswordHash(db: Db, memberId: number, hash: string) {
  await db.update(member).set({ paymentPasswordHash: hash }).where(eq(member.id, memberId));
}

/** Marks an account active, staff or closed (operator). */
export async function setMemberStatus(db: Db, memberId: number, status: string): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({ status })
    .where(eq(member.id, memberId))
    .returning({ id: member.id });
  return rows.length > 0;
}

/** A new password: the change is dated and any temporary password is gone. */
export async function updatePassword(db: Db, memberId: number, passwordHash: string) {
  await db
    .update(member)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    })
    .where(eq(member.id, memberId));
}

export async function updateTemporaryPassword(
  db: Db,
  memberId: number,
  tempPasswordHash: string,
  tempPasswordExpiresAt: Date,
) {
  await db
    .update(member)
    .set({ tempPasswordHash, tempPasswordExpiresAt })
    .where(eq(member.id, memberId));
}

/** When the member last logged in and last changed the password (a session starting reads it). */
export async function loginDatesOf(
  db: Db,
  memberId: number,
): Promise<{ lastLoginAt: Date | null; passwordChangedAt: Date } | null> {
  const [row] = await db
    .select({ lastLoginAt: member.lastLoginAt, passwordChangedAt: member.passwordChangedAt })
    .from(member)
    .where(eq(member.id, memberId));
  return row ?? null;
}

export async function stampLastLogin(db: Db, memberId: number) {
  await db
    .update(member)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(member.id, memberId));
}

/** A new authenticator secret, not yet in use until enableTotp. */
export async function setTotpSecret(db: Db, memberId: number, totpSecret: string) {
  await db.update(member).set({ totpSecret }).where(eq(member.id, memberId));
}

export async function enableTotp(db: Db, memberId: number) {
  await db.update(member).set({ totpEnabled: true }).where(eq(member.id, memberId));
}

/** The authenticator off and its secret gone. */
export async function disableTotp(db: Db, memberId: number) {
  await db
    .update(member)
    .set({ totpEnabled: false, totpSecret: null })
    .where(eq(member.id, memberId));
}
