import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';

/** Stores the value unless the row exists: the first writer wins, a loser keeps nothing. */
export async function insertSecretRowIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(systemSetting).values({ key, value }).onConflictDoNothing();
}

/** The stored value of a `system_setting` row (a generated secret), if the row exists. */
export async function readSecretRow(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, key));
  return row?.value;
}
