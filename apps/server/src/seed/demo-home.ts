import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banner, game, seedRun, systemSetting, winnerDemo } from '../db/schema';
import { DOWNLOAD_SETTING_KEY } from '../modules/content';

/** Seed set of the home page's content (banners, demo wins, store links). */
export const HOME_SEED = 'home-demo-v1';

type DemoBanner = Omit<typeof banner.$inferInsert, 'linkage'> & { linkage?: string | null };

/** Banners of every group, w_home with one of each linkage. `GAME` is filled in below. */
export const demoBanners: DemoBanner[] = [
  {
    groupName: 'w_home',
    titlePt: 'Bônus VIP todo mês',
    titleEn: 'VIP Bonus every month',
    linkageType: 'PROMOTION',
    linkage: 'VIP',
    sort: 10,
  },
  {
    groupName: 'w_home',
    titlePt: 'Jogue o caça-níqueis da casa',
    titleEn: 'Play the house slot',
    linkageType: 'GAME',
    sort: 20,
  },
  {
    groupName: 'w_home',
    titlePt: 'Dia do Membro: giros em dobro',
    titleEn: "Member's Day: double spins",
    linkageType: 'PROMOTION',
    linkage: 'MEMBERS_DAY',
    sort: 30,
  },
  {
    groupName: 'w_home',
    titlePt: 'Jogue com responsabilidade',
    titleEn: 'Play responsibly',
    linkageType: 'URL',
    linkage: 'https://www.begambleaware.org/',
    sort: 40,
  },
  { groupName: 'w_home', titlePt: 'Sunday’s Best', titleEn: 'Sunday’s Best', sort: 50 },
  { groupName: 'w_login', titlePt: 'Bem-vindo de volta', titleEn: 'Welcome back', sort: 10 },
  {
    groupName: 'w_login',
    titlePt: 'Bônus de caça-níqueis',
    titleEn: 'Slots Bonus',
    linkageType: 'PROMOTION',
    linkage: 'SLOTS',
    sort: 20,
  },
  {
    groupName: 'w_register',
    titlePt: 'Cadastre-se e ganhe bônus',
    titleEn: 'Sign up and get a bonus',
    linkageType: 'PROMOTION',
    linkage: 'WELCOME',
    sort: 10,
  },
  {
    groupName: 'w_register',
    titlePt: 'Mais de 9.000 jogos',
    titleEn: 'Over 9,000 games',
    sort: 20,
  },
  {
    groupName: 'w_forget',
    titlePt: 'Recupere sua conta',
    titleEn: 'Recover your account',
    sort: 10,
  },
];

/** Made-up account names for the demo wins (masked when shown: "lu***ra"). */
const demoNames = [
  'lucas_ferreira',
  'marina77',
  'joao.pedro',
  'ana_beatriz',
  'rafael_br',
  'carla2024',
  'tiago_sp',
  'fernanda_rj',
  'bruno.luck',
  'julia_m',
  'diego1990',
  'patricia_s',
  'gustavo_bet',
  'camila.r',
  'rodrigo_pg',
  'larissa_x',
  'felipe_777',
  'bianca_lp',
  'mateus.bh',
  'vitoria_ce',
];

/** Placeholder store links for a fresh install; the operator sets the real ones. */
export const demoDownloadLinks = {
  ios: 'https://apps.apple.com/app/openlobby/id6450000000',
  android: 'https://play.google.com/store/apps/details?id=org.openlobby.app',
};

/**
 * Writes the home content once (its own `seed_run` row, so installs seeded before the home
 * page existed get it at their next start). Runs after the game seed: banners and demo
 * wins name catalogue games.
 */
export async function seedDemoHome(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: HOME_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;

    const [slot] = await tx
      .select({ nodeId: game.nodeId })
      .from(game)
      .where(and(eq(game.vendorCode, 'BGS'), eq(game.gameCode, 'slot')));
    const banners = demoBanners
      .map((b) =>
        b.linkageType === 'GAME' ? { ...b, linkage: slot ? String(slot.nodeId) : null } : b,
      )
      .filter((b) => b.linkageType !== 'GAME' || b.linkage !== null);
    await tx.insert(banner).values(banners.map((b) => ({ ...b, linkage: b.linkage ?? null })));

    // Wins spread over the in-house games and a few providers' slots.
    const games = await tx
      .select({ nodeId: game.nodeId })
      .from(game)
      .where(and(eq(game.isGame, 'GAME'), inArray(game.vendorCode, ['BGS', 'PG', 'JILI', 'PP'])))
      .orderBy(asc(game.nodeId))
      .limit(40);
    if (games.length > 0) {
      const now = Date.now();
      await tx.insert(winnerDemo).values(
        demoNames.map((customerName, i) => ({
          customerName,
          nodeId: games[(i * 7) % games.length]!.nodeId,
          // From R$ 12.345,00 down by a varying step: a believable spread of big wins.
          winAmount: 1_234_500 - i * 48_700 - ((i * 1_357) % 9_000) * 10,
          wonAt: new Date(now - i * 37 * 60_000),
        })),
      );
    }

    await tx
      .insert(systemSetting)
      .values({ key: DOWNLOAD_SETTING_KEY, value: demoDownloadLinks })
      .onConflictDoNothing({ target: systemSetting.key });
    return true;
  });
}
