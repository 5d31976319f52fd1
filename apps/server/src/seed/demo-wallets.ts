import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, seedRun } from '../db/schema';
import { fundDemoAccount } from '../modules/wallet';

/** Seed set of the demo accounts' starting money (own row: installs seeded before the wallet get it too). */
export const WALLET_SEED = 'wallet-demo-v1';

/** Starting money of the seeded demo accounts, in minor units (README lists the accounts). */
export const demoBalances: Record<string, number> = {
  demo_player: 1_000_000, // R$ 10.000,00
  demo_agent: 500_000,
  downline_one: 100_000,
  downline_two: 100_000,
  weak_player: 100_000,
};

/**
 * Funds the demo accounts through `deposit` postings from `demo_funding` (ADR 007), never
 * by writing a balance. Each deposit is keyed by member, so a crash half-way and a re-run
 * fund nobody twice; the seed_run row only saves the look-ups at later starts.
 */
export async function seedDemoWallets(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, WALLET_SEED));
  if (done.length > 0) return false;
  const accounts = await db
    .select({ id: member.id, account: member.accountKey })
    .from(member)
    .where(inArray(member.accountKey, Object.keys(demoBalances)));
  for (const { id, account } of accounts) {
    await fundDemoAccount(db, id, demoBalances[account]!);
  }
  const claimed = await db
    .insert(seedRun)
    .values({ name: WALLET_SEED })
    .onConflictDoNothing()
    .returning({ name: seedRun.name });
  return claimed.length > 0;
}
