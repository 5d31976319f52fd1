import type { Db } from '../../db/client';
import {
  negativeBalanceCount,
  unbalancedPostings,
  walletsOffTheirEntries,
} from './ledger-repository';

export type LedgerReport = {
  /** Wallets whose balance row differs from the sum of their entries. */
  mismatchedWallets: { memberId: number; balance: number; entries: number }[];
  /** Postings whose entries do not sum to zero, or that have no entry at all. */
  unbalancedPostings: number[];
  /** Member entries that left a wallet below zero (the CHECKs should make this 0). */
  negativeBalances: number;
};

/**
 * Checks the ledger's invariants over the whole database: every balance equals the sum of
 * its entries, every posting sums to zero, no balance was ever negative. An operator's
 * reconciliation and the tests' oracle (R1, R6).
 */
export async function reconcileLedger(db: Db): Promise<LedgerReport> {
  const wallets = await walletsOffTheirEntries(db);
  const postings = await unbalancedPostings(db);
  const negativeBalances = await negativeBalanceCount(db);
  return {
    mismatchedWallets: wallets.map((r) => ({
      memberId: Number(r.member_id),
      balance: Number(r.balance),
      entries: Number(r.entries),
    })),
    unbalancedPostings: postings.map((r) => Number(r.id)),
    negativeBalances,
  };
}
