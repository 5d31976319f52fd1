import type { DownloadLinks } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';

/** The `system_setting` row of the app-download links (spec §2 right bar, /down). */
export const DOWNLOAD_SETTING_KEY = 'download';

/** The stored value as it is (unchecked: the caller parses it); undefined without a row. */
export async function readDownloadValue(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, DOWNLOAD_SETTING_KEY));
  return row?.value;
}

export async function writeDownloadValue(db: Db, value: DownloadLinks): Promise<void> {
  await db
    .insert(systemSetting)
    .values({ key: DOWNLOAD_SETTING_KEY, value })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
}
