import { isTrialType } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { readBalance } from './ledger';

/** Reads the money "in process" beside the balance; the withdrawal module owns it. */
export type HeldBalanceOf = (db: Db, memberId: number) => Promise<number>;

/**
 * A member's funds across wallets. A pending withdrawal already left the balance when it
 * was asked for (ADR 017), so the held money is shown beside the balance and the whole
 * balance is withdrawable — except for trial members, whose play money is not.
 */
export async function consolidatedFunds(
  db: Db,
  member: { id: number; type: number },
  heldBalanceOf: HeldBalanceOf,
): Promise<{ balance: number; heldBalance: number; withdrawableBalance: number }> {
  const [balance, heldBalance] = await Promise.all([
    readBalance(db, member.id),
    heldBalanceOf(db, member.id),
  ]);
  const withdrawableBalance = isTrialType(member.type) ? 0 : balance;
  return { balance, heldBalance, withdrawableBalance };
}
