import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { systemSetting } from '../../../db/schema';

/** The `system_setting` row that keeps the flow cookies' signing key (base64). */
const ROW = 'oauth_flow_secret';

export async function readFlowSecret(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, ROW));
  return typeof row?.value === 'string' ? row.value : undefined;
}

/** Stores a key unless one is there already (another instance may have won the race). */
export async function insertFlowSecret(db: Db, base64: string) {
  await db.insert(systemSetting).values({ key: ROW, value: base64 }).onConflictDoNothing();
}
