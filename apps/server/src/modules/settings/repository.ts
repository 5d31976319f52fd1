import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';
import type { SettingKey } from './schema';

export async function readSettingRows(db: Db): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: systemSetting.key, value: systemSetting.value })
    .from(systemSetting);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: SettingKey, value: unknown): Promise<void> {
  await db
    .insert(systemSetting)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
}
