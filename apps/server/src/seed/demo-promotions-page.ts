import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promotion, seedRun } from '../db/schema';

/** Seed set that fills the promotions page (issue 18): categories, rules, more promotions. */
export const PROMOTIONS_PAGE_SEED = 'promotions-page-demo-v1';

const DAY = 24 * 3600_000;

type Rules = { category: string; rulesPt: string; rulesEn: string };

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Tabs and rules of the reward centre's first three demo promotions (`rewards-demo-v1`). */
export const demoPromotionRules: Record<string, Rules> = {
  WELCOME: {
    category: 'welcome',
    rulesPt: list([
      'Uma vez por conta; contas de teste não participam.',
      'Toque em <strong>Participar</strong> e depois em <strong>Resgatar</strong>.',
      'O bônus de R$ 10,00 entra no saldo na hora.',
    ]),
    rulesEn: list([
      'Once per account; trial accounts cannot take part.',
      'Tap <strong>Join</strong>, then <strong>Claim</strong>.',
      'The R$ 10.00 bonus is added to your balance at once.',
    ]),
  },
  SLOTS: {
    category: 'slots',
    rulesPt:
      '<p>Participe e solicite o reembolso. Nossa equipe analisa cada solicitação.</p>' +
      list(['Uma solicitação por conta.', 'Uma solicitação recusada não pode ser reenviada.']),
    rulesEn:
      '<p>Join and apply for the cashback. Our team reviews every application.</p>' +
      list(['One application per account.', 'A rejected application cannot be sent again.']),
  },
  WEEKEND: {
    category: 'other',
    rulesPt: '<p>Abre no próximo fim de semana. Participe enquanto estiver aberta.</p>',
    rulesEn: '<p>Opens next weekend. Join while it is open.</p>',
  },
};

/** More promotions, one or two per tab, dated from the seeding moment. */
export function morePromotions(now: Date): (typeof promotion.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      promotionType: 'MEMBERS_DAY',
      titlePt: 'Dia do Membro',
      titleEn: "Member's Day",
      descriptionPt: 'Todo membro ganha R$ 5,00 no Dia do Membro.',
      descriptionEn: "Every member gets R$ 5.00 on Member's Day.",
      startsAt: at(-1),
      endsAt: at(365),
      rewardAmount: 500,
      rule: 'instant',
      category: 'other',
      rulesPt: list(['Uma vez por conta.', 'Participe e resgate na hora.']),
      rulesEn: list(['Once per account.', 'Join and claim at once.']),
    },
    {
      promotionType: 'LIVE_CASHBACK',
      titlePt: 'Reembolso no cassino ao vivo',
      titleEn: 'Live casino cashback',
      descriptionPt: 'Solicite R$ 20,00 de reembolso nas mesas ao vivo.',
      descriptionEn: 'Apply for R$ 20.00 cashback on the live tables.',
      startsAt: at(-2),
      endsAt: at(180),
      rewardAmount: 2000,
      rule: 'apply',
      category: 'live',
      rulesPt: list(['Participe, jogue nas mesas ao vivo e solicite.', 'Cada pedido é analisado.']),
      rulesEn: list(['Join, play the live tables and apply.', 'Every application is reviewed.']),
    },
    {
      promotionType: 'SPORTS_KICKOFF',
      titlePt: 'Bônus do pontapé inicial',
      titleEn: 'Kick-off bonus',
      descriptionPt: 'R$ 15,00 para começar a temporada de esportes.',
      descriptionEn: 'R$ 15.00 to start the sports season.',
      startsAt: at(-1),
      endsAt: at(90),
      rewardAmount: 1500,
      rule: 'instant',
      category: 'sports',
      rulesPt: list(['Uma vez por conta.', 'Válido durante a temporada.']),
      rulesEn: list(['Once per account.', 'Valid during the season.']),
    },
    {
      promotionType: 'LUCKY_DRAW',
      titlePt: 'Sorte na loteria',
      titleEn: 'Lottery luck',
      descriptionPt: 'Em breve: R$ 3,00 para quem participar.',
      descriptionEn: 'Coming soon: R$ 3.00 for everyone who joins.',
      startsAt: at(3),
      endsAt: at(33),
      rewardAmount: 300,
      rule: 'instant',
      category: 'lottery',
      rulesPt: '<p>Abre em três dias.</p>',
      rulesEn: '<p>Opens in three days.</p>',
    },
  ];
}

/**
 * Writes the set once (own `seed_run` row): the first three promotions get their tab and
 * rules unless an operator already gave them rules, and four more promotions are added
 * (skipped where an operator took their promotion type).
 */
export async function seedDemoPromotionsPage(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: PROMOTIONS_PAGE_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    for (const [type, rules] of Object.entries(demoPromotionRules)) {
      await tx
        .update(promotion)
        .set(rules)
        .where(and(eq(promotion.promotionType, type), eq(promotion.rulesEn, '')));
    }
    await tx.insert(promotion).values(morePromotions(now)).onConflictDoNothing();
    return true;
  });
}
