import type { Db } from '../db/client';
import { customerServiceLink, seedRun, socialLink } from '../db/schema';

export const SUPPORT_SEED = 'support-demo-v1';

const bothPositions = (csType: string, url: string | null, sort: number) =>
  (['RIGHT_BAR', 'FOOTER'] as const).map((csPosition) => ({ csType, csPosition, url, sort }));

/**
 * Placeholder customer-service and social links for a fresh install (spec §2); the
 * operator replaces them (`npm run operator -- cs set …`). Handles on the services' own
 * domains, none of them real accounts of anyone. LIVECHAT is listed but stays hidden until
 * the operator names a chat channel (`chat set`): there is no sensible default chat.
 */
export const demoCustomerService = [
  ...bothPositions('TELEGRAM', 'https://t.me/openlobby_support', 10),
  ...bothPositions('WHATSAPP', 'https://wa.me/5511900000000', 20),
  ...bothPositions('LIVECHAT', null, 30),
  ...bothPositions('FACEBOOK', 'https://m.me/openlobby.support', 40),
];

export const demoSocialLinks = [
  { socialType: 'YOUTUBE', url: 'https://www.youtube.com/@openlobby', sort: 10 },
  { socialType: 'TWITTER', url: 'https://x.com/openlobby', sort: 20 },
  { socialType: 'FACEBOOK', url: 'https://www.facebook.com/openlobby', sort: 30 },
  { socialType: 'INSTAGRAM', url: 'https://www.instagram.com/openlobby', sort: 40 },
  { socialType: 'TIKTOK', url: 'https://www.tiktok.com/@openlobby', sort: 50 },
];

/** Once per install (its own `seed_run` name), so operator changes are never overwritten. */
export async function seedDemoSupport(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: SUPPORT_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx.insert(customerServiceLink).values(demoCustomerService).onConflictDoNothing();
    await tx.insert(socialLink).values(demoSocialLinks).onConflictDoNothing();
    return true;
  });
}
