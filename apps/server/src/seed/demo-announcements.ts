import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcement, seedRun } from '../db/schema';
import { welcomeOffer, welcomePopupContent } from './welcome-offer';

export const ANNOUNCEMENTS_SEED = 'announcements-demo-v1';

type DemoAnnouncement = typeof announcement.$inferInsert;

const para = (text: string) => `<p>${text}</p>`;

/**
 * Demo announcements of every type (ADR 012), more than one page of the popup's list (6 a
 * page), with one popup for each audience: visitors (B), members (A), first login (F).
 */
export const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'PL',
    execution: 'B',
    titlePt: 'Bem-vindo ao OpenLobby',
    titleEn: 'Welcome to OpenLobby',
    contentPt: para('Cadastre-se em um minuto e jogue mais de <strong>9.000 jogos</strong>.'),
    contentEn: para('Sign up in a minute and play more than <strong>9,000 games</strong>.'),
  },
  {
    type: 'PL',
    execution: 'A',
    titlePt: 'Novidades para membros',
    titleEn: 'News for members',
    contentPt: para('Os jogos da casa agora mostram as últimas 10 rodadas e a verificação justa.'),
    contentEn: para('In-house games now show your last 10 rounds and provably fair checks.'),
  },
  {
    type: 'PR',
    execution: 'F',
    // Written from the reward it advertises (welcome-offer.ts), so the two agree.
    promotionType: welcomeOffer.promotionType,
    titlePt: welcomeOffer.titlePt,
    titleEn: welcomeOffer.titleEn,
    contentPt: welcomePopupContent('pt'),
    contentEn: welcomePopupContent('en'),
  },
  {
    type: 'PR',
    promotionType: 'SLOTS',
    titlePt: 'Bônus de caça-níqueis',
    titleEn: 'Slots bonus',
    contentPt: para('Toda semana, 10% de reembolso nas perdas em caça-níqueis.'),
    contentEn: para('Every week, 10% cashback on slot losses.'),
  },
  {
    type: 'PU',
    titlePt: 'Manutenção programada',
    titleEn: 'Scheduled maintenance',
    contentPt: para('O site fica em manutenção domingo, das 04:00 às 05:00 (horário de Brasília).'),
    contentEn: para('The site is under maintenance on Sunday, 04:00 to 05:00 (Brasília time).'),
  },
  {
    type: 'PU',
    titlePt: 'Instale o app leve',
    titleEn: 'Install the lite app',
    contentPt: para('Adicione o site à tela inicial para abrir como um aplicativo.'),
    contentEn: para('Add the site to your home screen to open it like an app.'),
  },
  {
    type: 'PL',
    titlePt: 'Jogo responsável',
    titleEn: 'Responsible gaming',
    contentPt: para('Defina limites e faça pausas. Jogos são para maiores de 18 anos.'),
    contentEn: para('Set limits and take breaks. Games are for adults over 18 only.'),
  },
  {
    type: 'PL',
    titlePt: 'Novos provedores',
    titleEn: 'New providers',
    contentPt: para('Chegaram novos jogos de pescaria e cassino ao vivo.'),
    contentEn: para('New fishing and live casino games have arrived.'),
  },
  {
    type: 'B',
    titlePt: 'Saques via PIX em minutos',
    titleEn: 'PIX withdrawals in minutes',
    contentPt: para('Os saques via PIX são processados em poucos minutos, 24 horas por dia.'),
    contentEn: para('PIX withdrawals are processed within minutes, around the clock.'),
  },
  {
    type: 'H',
    titlePt: 'Central de ajuda atualizada',
    titleEn: 'Help centre updated',
    contentPt: para('Veja as respostas sobre depósitos, saques e conta.'),
    contentEn: para('See the answers about deposits, withdrawals and your account.'),
  },
];

/** Writes the demo announcements once (its own `seed_run` row, so upgrades add them once). */
export async function seedDemoAnnouncements(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: ANNOUNCEMENTS_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    // Newest first in lists: the first item gets the latest publication time.
    const now = Date.now();
    await tx
      .insert(announcement)
      .values(
        demoAnnouncements.map((a, i) => ({ ...a, publishedAt: new Date(now - i * 3600_000) })),
      );
    return true;
  });
}

/** Seed set that rewrote the first release's welcome popup (see alignWelcomePopup). */
export const WELCOME_POPUP_SEED = 'announcements-welcome-v2';
const firstReleaseWelcomeEn = para('Get a 100% bonus of up to R$ 500.00 on your first deposit.');

/**
 * Sites seeded before the popup was written from the reward still show the old promise of a
 * first-deposit bonus nothing pays: replace that text, once, and only where the operator
 * left it as seeded.
 */
export async function alignWelcomePopup(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: WELCOME_POPUP_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx
      .update(announcement)
      .set({ contentPt: welcomePopupContent('pt'), contentEn: welcomePopupContent('en') })
      .where(
        and(
          eq(announcement.promotionType, welcomeOffer.promotionType),
          eq(announcement.contentEn, firstReleaseWelcomeEn),
        ),
      );
    return true;
  });
}
