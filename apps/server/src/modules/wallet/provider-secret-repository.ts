import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting, vendor } from '../../db/schema';

/** The stored value of a `system_setting` row (a generated secret), if the row exists. */
export async function readSecretRow(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, key));
  return row?.value;
}

/** Stores the value unless the row exists: the first writer wins, a loser keeps nothing. */
export async function insertSecretRowIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(systemSetting).values({ key, value }).onConflictDoNothing();
}

/** Whether a catalogue vendor is played under this provider code. */
export async function isCatalogueProvider(db: Db, vendorCode: string): Promise<boolean> {
  const [row] = await db
    .select({ vassalage: vendor.vassalage })
    .from(vendor)
    .where(eq(vendor.vassalage, vendorCode))
    .limit(1);
  return row !== undefined;
}
