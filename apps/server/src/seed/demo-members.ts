import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, seedRun } from '../db/schema';
import { addToAgentTree, hashPassword } from '../modules/identity';

/** Seed set of the demo accounts (README lists them; for local use only). */
export const IDENTITY_SEED = 'identity-demo-v1';

type DemoMember = {
  account: string;
  password: string;
  type: number;
  mobile?: string;
  email?: string;
  payeeName?: string;
  affiliateCode?: string;
  parent?: string;
  /** The 6-digit payment password transfers ask for (README lists it). */
  paymentPassword?: string;
};

/** The demo accounts' payment password. */
export const DEMO_PAYMENT_PASSWORD = '246810';

export function demoMembers(defaultWeakPassword: string): DemoMember[] {
  return [
    {
      account: 'demo_player',
      password: 'Player#2026',
      type: 0,
      mobile: '+5511912345678',
      email: 'player@example.com',
      payeeName: 'Demo Player',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    {
      account: 'demo_agent',
      password: 'Agent#2026',
      type: 1,
      affiliateCode: 'AGENT01',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    {
      account: 'downline_one',
      password: 'Downline#2026',
      type: 0,
      parent: 'demo_agent',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    {
      account: 'downline_two',
      password: 'Downline#2026',
      type: 0,
      parent: 'demo_agent',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    { account: 'weak_player', password: defaultWeakPassword, type: 0 },
  ];
}

/**
 * Writes the demo accounts once (own seed_run row, so an install seeded before identity
 * existed gets them too). Hashing happens before the transaction and only when needed.
 */
export async function seedDemoMembers(db: Db, defaultWeakPassword = 'Aa123456'): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, IDENTITY_SEED));
  if (done.length > 0) return false;
  const demo = demoMembers(defaultWeakPassword);
  const hashes = await Promise.all(demo.map((m) => hashPassword(m.password)));
  const paymentHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: IDENTITY_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const ids = new Map<string, number>();
    for (const [i, m] of demo.entries()) {
      const [row] = await tx
        .insert(member)
        .values({
          account: m.account,
          accountKey: m.account,
          nickname: m.account,
          type: m.type,
          passwordHash: hashes[i]!,
          mobile: m.mobile ?? null,
          email: m.email ?? null,
          payeeName: m.payeeName ?? null,
          affiliateCode: m.affiliateCode ?? null,
          parentId: m.parent ? (ids.get(m.parent) ?? null) : null,
          paymentPasswordHash: m.paymentPassword ? paymentHash : null,
        })
        .onConflictDoNothing()
        .returning({ id: member.id, parentId: member.parentId });
      if (row) {
        ids.set(m.account, row.id);
        await addToAgentTree(tx, row.id, row.parentId);
      }
    }
    return true;
  });
}
