import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, memberLogin, seedRun } from '../db/schema';

/** Seed set of my account's demo data (issue 15). */
export const ACCOUNT_SEED = 'account-demo-v1';

const day = 24 * 3600_000;

/**
 * demo_player's account as a returning member's looks: an avatar, a few profile fields, and
 * a history of past logins from a phone and a laptop. The birthday and full name stay empty,
 * so a visitor trying my account can set them (they lock once set).
 */
export async function seedDemoAccount(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: ACCOUNT_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const [demo] = await tx
      .select({ id: member.id })
      .from(member)
      .where(eq(member.accountKey, 'demo_player'));
    if (!demo) return true;
    await tx
      .update(member)
      .set({
        icon: 'avatar:3',
        profile: JSON.stringify({
          nationality: 'Brasileira',
          occupation: 'Designer',
          telegram: '@demo_player',
        }),
      })
      .where(eq(member.id, demo.id));
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const laptop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
    const now = Date.now();
    await tx.insert(memberLogin).values(
      [5, 3, 2, 1].map((daysAgo, i) => ({
        memberId: demo.id,
        ip: i % 2 === 0 ? '203.0.113.24' : '198.51.100.40',
        userAgent: i % 2 === 0 ? phone : laptop,
        createdAt: new Date(now - daysAgo * day),
      })),
    );
    return true;
  });
}
