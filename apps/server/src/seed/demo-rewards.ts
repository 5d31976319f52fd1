import type { Db } from '../db/client';
import { mission, promotion, seedRun } from '../db/schema';
import { welcomeOffer, welcomeOfferDescription } from './welcome-offer';

/** Seed set of the demo promotions and daily missions (ADR 018). */
export const REWARDS_SEED = 'rewards-demo-v1';

const DAY = 24 * 3600_000;

/**
 * Demo promotions, dated from the seeding moment so a fresh site has one of each state: two
 * open for a year (an instant reward and a reviewed one, whose promotion types the demo
 * announcements WELCOME and SLOTS point at) and one that starts in a week (`coming`).
 */
export function demoPromotions(now: Date): (typeof promotion.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      ...welcomeOffer,
      descriptionPt: welcomeOfferDescription('pt'),
      descriptionEn: welcomeOfferDescription('en'),
      startsAt: at(-1),
      endsAt: at(365),
    },
    {
      promotionType: 'SLOTS',
      titlePt: 'Reembolso em caça-níqueis',
      titleEn: 'Slots cashback',
      descriptionPt:
        'Participe e solicite R$ 25,00 de reembolso. Nossa equipe analisa cada solicitação.',
      descriptionEn: 'Join and apply for R$ 25.00 cashback. Our team reviews every application.',
      startsAt: at(-1),
      endsAt: at(365),
      rewardAmount: 2500,
      rule: 'apply',
    },
    {
      promotionType: 'WEEKEND',
      titlePt: 'Bônus de fim de semana',
      titleEn: 'Weekend bonus',
      descriptionPt: 'Em breve: R$ 5,00 para quem participar no fim de semana.',
      descriptionEn: 'Coming soon: R$ 5.00 for everyone who joins at the weekend.',
      startsAt: at(7),
      endsAt: at(9),
      rewardAmount: 500,
      rule: 'instant',
    },
  ];
}

/** Demo daily missions: counted from the day's bets and deposits. */
export const demoMissions: (typeof mission.$inferInsert)[] = [
  {
    titlePt: 'Faça 1 aposta hoje',
    titleEn: 'Place 1 bet today',
    metric: 'bet_count',
    target: 1,
    rewardAmount: 100,
    points: 5,
    sortOrder: 10,
  },
  {
    titlePt: 'Faça 10 apostas hoje',
    titleEn: 'Place 10 bets today',
    metric: 'bet_count',
    target: 10,
    rewardAmount: 500,
    points: 20,
    sortOrder: 20,
  },
  {
    titlePt: 'Aposte R$ 50,00 no total hoje',
    titleEn: 'Bet R$ 50.00 in total today',
    metric: 'bet_amount',
    target: 5000,
    rewardAmount: 1000,
    points: 30,
    sortOrder: 30,
  },
  {
    titlePt: 'Faça um depósito hoje',
    titleEn: 'Make a deposit today',
    metric: 'deposit_count',
    target: 1,
    rewardAmount: 500,
    points: 10,
    sortOrder: 40,
  },
];

/** Writes the demo promotions and missions once (own `seed_run` row). */
export async function seedDemoRewards(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: REWARDS_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx.insert(promotion).values(demoPromotions(now)).onConflictDoNothing();
    await tx.insert(mission).values(demoMissions);
    return true;
  });
}
