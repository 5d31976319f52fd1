import type { Db } from '../db/client';
import { redEnvelopeRound, seedRun } from '../db/schema';

/** Seed set of red envelopes (issue 18, ADR 038): a round open now and the next one. */
export const RED_ENVELOPE_SEED = 'red-envelope-demo-v1';

const DAY = 24 * 3600_000;

/**
 * A round open from an hour before the first start for 30 days, for everyone, R$ 1.00 to
 * R$ 20.00 an envelope from R$ 10,000.00; and the next, a day for members who bet in the
 * last 7 days.
 */
export async function seedDemoRedEnvelope(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: RED_ENVELOPE_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const openUntil = new Date(now.getTime() + 30 * DAY);
    await tx.insert(redEnvelopeRound).values([
      {
        titlePt: 'Envelope vermelho de boas-vindas',
        titleEn: 'Welcome red envelope',
        startsAt: new Date(now.getTime() - 3600_000),
        endsAt: openUntil,
        budget: 1_000_000,
        remaining: 1_000_000,
        minAmount: 100,
        maxAmount: 2_000,
        eligibility: 'none',
        eligibilityDays: 0,
      },
      {
        titlePt: 'Envelope vermelho dos jogadores',
        titleEn: 'Players’ red envelope',
        startsAt: openUntil,
        endsAt: new Date(openUntil.getTime() + DAY),
        budget: 500_000,
        remaining: 500_000,
        minAmount: 200,
        maxAmount: 5_000,
        eligibility: 'valid-bet',
        eligibilityDays: 7,
      },
    ]);
    return true;
  });
}
