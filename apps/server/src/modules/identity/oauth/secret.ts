import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { insertFlowSecret, readFlowSecret } from './flow-secret-repository';

/**
 * The key that signs flow cookies, made once and kept in `system_setting` so a flow started
 * on one instance finishes on any other. The insert race between instances has one winner.
 */
export async function loadOrCreateFlowSecret(db: Db): Promise<Buffer> {
  const read = async () => {
    const value = await readFlowSecret(db);
    return value === undefined ? undefined : Buffer.from(value, 'base64');
  };
  const existing = await read();
  if (existing) return existing;
  await insertFlowSecret(db, randomBytes(32).toString('base64'));
  const winner = await read();
  if (!winner) throw new Error('oauth flow secret missing after insert');
  return winner;
}
