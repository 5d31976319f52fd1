import type { Db } from '../../db/client';
import { DEMO_FUNDING } from './accounts';
import { post, type PostingResult } from './ledger';

/** Play money of a new free-play (trial) account: R$ 1.000,00. */
export const TRIAL_DEMO_BALANCE = 100_000;

/**
 * Gives a demo or trial account its starting money as a `deposit` posting from the
 * `demo_funding` system account, never as a number written into the balance, so the ledger
 * explains every centavo. Keyed by member: calling it twice funds once.
 */
export function fundDemoAccount(db: Db, memberId: number, amount: number): Promise<PostingResult> {
  return post(db, {
    idempotencyKey: `demo-funding:member:${memberId}`,
    kind: 'deposit',
    memberId,
    amount,
    counterparty: DEMO_FUNDING,
    reference: 'demo money',
  });
}
