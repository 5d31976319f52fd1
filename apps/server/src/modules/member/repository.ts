import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member } from '../../db/schema';

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

/** Inserts a member; null when the account or mobile is taken (unique index). */
export async function insertMember(db: Db, values: NewMember): Promise<MemberRow | null> {
  const rows = await db.insert(member).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
