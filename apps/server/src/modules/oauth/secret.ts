import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';

const ROW = 'oauth_flow_secret';

/**
 * The key that signs flow cookies, made once and kept in `system_setting` so a flow started
 * on one instance finishes on any other. The insert race between instances has one winner.
 */
export async function loadOrCreateFlowSecret(db: Db): Promise<Buffer> {
  const read = async () => {
    const [row] = await db
      .select({ value: systemSetting.value })
      .from(systemSetting)
      .where(eq(systemSetting.key, ROW));
    return typeof row?.value === 'string' ? Buffer.from(row.value, 'base64') : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(systemSetting)
    .values({ key: ROW, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const winner = await read();
  if (!winner) throw new Error('oauth flow secret missing after insert');
  return winner;
}
