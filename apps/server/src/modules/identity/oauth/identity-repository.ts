import type { OAuthProvider } from '@openlobby/contract/identity/oauth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberIdentity } from '../../../db/schema';

/** The member linked to a provider's subject, or null. */
export async function findLinkedMember(
  db: Db,
  provider: OAuthProvider,
  subject: string,
): Promise<number | null> {
  const [row] = await db
    .select({ memberId: memberIdentity.memberId })
    .from(memberIdentity)
    .where(and(eq(memberIdentity.provider, provider), eq(memberIdentity.subject, subject)));
  return row?.memberId ?? null;
}

/** Links a provider's subject to a member; false when the subject is linked already. */
export async function linkIdentity(
  db: Db,
  link: { provider: OAuthProvider; subject: string; memberId: number; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(memberIdentity)
    .values(link)
    .onConflictDoNothing()
    .returning({ memberId: memberIdentity.memberId });
  return rows.length > 0;
}
