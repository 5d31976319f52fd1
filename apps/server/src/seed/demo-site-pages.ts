import type { Db } from '../db/client';
import { seedRun, siteDescription, sponsor } from '../db/schema';
import type { NewDescription, NewSponsor } from '../modules/content';

/** Name of the /sponsor and /description seed set in `seed_run`. */
export const SITE_PAGES_SEED = 'site-pages-demo-v1';

const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Demo sponsorships: a club, an event and an ambassador, with drawn images. */
export const demoSponsors: NewSponsor[] = [
  {
    kind: 'club',
    titlePt: 'Atlético Lobby FC',
    titleEn: 'Atlético Lobby FC',
    textPt:
      'Patrocinador master do Atlético Lobby FC na temporada 2026, da base ao time principal.',
    textEn:
      'Main sponsor of Atlético Lobby FC for the 2026 season, from the youth teams to the first team.',
    linkUrl: 'https://example.org/atletico-lobby',
    sortOrder: 10,
  },
  {
    kind: 'event',
    titlePt: 'Copa OpenLobby de eSports',
    titleEn: 'OpenLobby eSports Cup',
    textPt:
      'Torneio aberto de eSports com transmissão ao vivo e premiação para os oito melhores times.',
    textEn: 'An open eSports tournament, streamed live, with prizes for the best eight teams.',
    linkUrl: 'https://example.org/esports-cup',
    sortOrder: 20,
  },
  {
    kind: 'ambassador',
    titlePt: 'Marina Costa, embaixadora',
    titleEn: 'Marina Costa, ambassador',
    textPt: 'Campeã de pôquer e embaixadora do jogo responsável: jogue por diversão, com limites.',
    textEn: 'Poker champion and ambassador of responsible gaming: play for fun, within limits.',
    linkUrl: null,
    sortOrder: 30,
  },
];

/** Demo texts of /description; operators replace them with `description set`. */
export const demoDescription: NewDescription[] = [
  {
    section: 'about',
    titlePt: 'Sobre nós',
    titleEn: 'About us',
    contentPt:
      p('O OpenLobby reúne cassino ao vivo, caça-níqueis, esportes e loteria em um só lugar.') +
      p('Nossos jogos da casa são comprovadamente justos: cada rodada pode ser verificada.'),
    contentEn:
      p('OpenLobby brings live casino, slots, sports and lottery together in one place.') +
      p('Our in-house games are provably fair: every round can be verified.'),
  },
  {
    section: 'terms',
    titlePt: 'Termos e condições',
    titleEn: 'Terms and conditions',
    contentPt:
      p('Ao usar o site você concorda com estes termos.') +
      ul(
        'É preciso ter 18 anos ou mais para se cadastrar e jogar.',
        'Cada pessoa pode ter uma única conta.',
        'Bônus e promoções seguem as regras publicadas em cada uma.',
      ),
    contentEn:
      p('By using the site you agree to these terms.') +
      ul(
        'You must be 18 or older to register and play.',
        'Each person may hold one account only.',
        'Bonuses and promotions follow the rules published with each of them.',
      ),
  },
  {
    section: 'privacy',
    titlePt: 'Política de privacidade',
    titleEn: 'Privacy policy',
    contentPt:
      p('Guardamos apenas os dados necessários para a sua conta, pagamentos e segurança.') +
      p('Não vendemos seus dados. Você pode pedir a exclusão da conta ao atendimento.'),
    contentEn:
      p('We keep only the data your account, payments and security need.') +
      p('We never sell your data. You can ask customer service to delete your account.'),
  },
  {
    section: 'responsible-gaming',
    titlePt: 'Jogo responsável',
    titleEn: 'Responsible gaming',
    contentPt:
      p('Jogue por diversão, nunca para ganhar dinheiro ou recuperar perdas.') +
      ul(
        'Defina um orçamento e um tempo antes de começar.',
        'Faça pausas e não jogue sob efeito de álcool.',
        'Se o jogo deixar de ser diversão, fale com o atendimento para pausar sua conta.',
      ),
    contentEn:
      p('Play for fun, never to make money or to win back losses.') +
      ul(
        'Set a budget and a time limit before you start.',
        'Take breaks, and do not play under the influence of alcohol.',
        'If playing stops being fun, ask customer service to pause your account.',
      ),
  },
];

/** Writes the demo sponsorships and texts once, so /sponsor and /description show content. */
export async function seedDemoSitePages(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: SITE_PAGES_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx.insert(sponsor).values(demoSponsors);
    // A section the operator already set wins.
    await tx.insert(siteDescription).values(demoDescription).onConflictDoNothing();
    return true;
  });
}
