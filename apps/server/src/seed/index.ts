import { seedDemoAccount } from './demo-account';
import type { Db } from '../db/client';
import { seedRun, systemSetting, vendor, vendorCategory } from '../db/schema';
import { defaultSettingRows } from '../modules/settings';
import { seedDemoAgents } from './demo-agents';
import { alignWelcomePopup, seedDemoAnnouncements } from './demo-announcements';
import { seedDemoDeposit } from './demo-deposit';
import { seedDemoHome } from './demo-home';
import { seedDemoHelp } from './demo-help';
import { seedDemoSitePages } from './demo-site-pages';
import { seedDemoMembers } from './demo-members';
import { seedDemoSupport } from './demo-support';
import { seedDemoWallets } from './demo-wallets';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoPromotionsPage } from './demo-promotions-page';
import { seedDemoRedEnvelope } from './demo-red-envelope';
import { seedDemoLottery } from './demo-lottery';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoRecords } from './demo-records';
import { seedDemoVip } from './demo-vip';
import { seedDemoRaffle } from './demo-raffle';
import { seedDemoPoints } from './demo-points';
import { seedDemoMessages } from './demo-messages';
import { seedDemoGames } from './seed-games';
import { seedCategories } from './vendor-catalog';

/** Name of this seed set in `seed_run`; a new set of demo data gets a new name. */
export const DEMO_SEED = 'demo-v1';

/**
 * Writes the demo catalogue and default settings once. The `seed_run` row is claimed first
 * inside the same transaction: a second run (or a second process racing this one) finds the
 * row and writes nothing, so operator changes made since are never wiped. Returns whether
 * this call applied the seed.
 */
export async function runSeed(
  db: Db,
  options: {
    defaultWeakPassword?: string;
    /**
     * demo_agent's team and its week of play (seed/demo-agents.ts); on unless turned off.
     * Integration tests turn it off: each builds its own data, and the team's thousands of
     * postings would add seconds to every test database.
     */
    demoTeam?: boolean;
    /**
     * The lottery's history and demo_player's bets (seed/demo-lottery.ts); on unless turned
     * off. Integration tests turn it off: they make the draws they test.
     */
    demoLottery?: boolean;
    /** demo_player's week of rounds, a bonus and rebates (seed/demo-records.ts); on unless off. */
    demoRecords?: boolean;
  } = {},
): Promise<boolean> {
  const catalogue = await seedCatalogue(db);
  const members = await seedDemoMembers(db, options.defaultWeakPassword);
  const wallets = await seedDemoWallets(db);
  const games = await seedDemoGames(db); // after the catalogue: games name its vendors
  const announcements = await seedDemoAnnouncements(db);
  const welcomePopup = await alignWelcomePopup(db);
  const home = await seedDemoHome(db); // after the games: banners and wins name games
  const help = await seedDemoHelp(db);
  const sitePages = await seedDemoSitePages(db);
  const support = await seedDemoSupport(db);
  const deposit = await seedDemoDeposit(db);
  const rewards = await seedDemoRewards(db);
  // After the rewards: it gives their promotions a tab and rules, and adds more.
  const promotionsPage = await seedDemoPromotionsPage(db);
  const redEnvelope = await seedDemoRedEnvelope(db);
  const messages = await seedDemoMessages(db); // after the members: demo_player's inbox
  const account = await seedDemoAccount(db); // after the members: demo_player's account
  // After the members (demo_agent heads the team) and the deposit channels it pays through.
  const team = options.demoTeam === false ? false : await seedDemoAgents(db);
  // After the wallets: demo_player's bets are paid from its demo money.
  const lottery = options.demoLottery === false ? false : await seedDemoLottery(db);
  // After the members: demo_player's invitation code; its invitees with the demo team's flag.
  const referrals = await seedDemoReferrals(db, options.demoTeam !== false);
  // After the games: the rounds are played on catalogue games.
  const records = options.demoRecords === false ? false : await seedDemoRecords(db);
  // After the records and the lottery: demo_player's progress tops up their valid bet.
  const vip = await seedDemoVip(db, options.demoRecords !== false);
  // After the records: demo_player's rounds of the last week are its raffle tickets.
  const raffles = await seedDemoRaffle(db);
  // After the records: demo_player's rounds earn the points the first redemption spends.
  const points = await seedDemoPoints(db);
  return (
    catalogue ||
    points ||
    members ||
    wallets ||
    games ||
    announcements ||
    welcomePopup ||
    help ||
    sitePages ||
    home ||
    support ||
    deposit ||
    rewards ||
    promotionsPage ||
    redEnvelope ||
    messages ||
    account ||
    team ||
    lottery ||
    referrals ||
    records ||
    vip ||
    raffles
  );
}

async function seedCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: DEMO_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;

    await tx
      .insert(systemSetting)
      .values(defaultSettingRows())
      .onConflictDoNothing({ target: systemSetting.key });

    await tx
      .insert(vendorCategory)
      .values(
        seedCategories.map((c, i) => ({
          gameCategory: c.gameCategory,
          sortOrder: (i + 1) * 10,
          enabled: true,
          cards: c.cards,
          gameClassify: c.gameClassify,
          titleEn: c.titleEn,
          titlePt: c.titlePt,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(vendor)
      .values(
        seedCategories.flatMap((c) =>
          c.vendors.map((v, i) => ({
            gameCategory: c.gameCategory,
            vassalage: v.vassalage,
            gameType: v.gameType,
            vendorName: v.vendorName,
            sortOrder: (i + 1) * 10,
            enabled: true,
          })),
        ),
      )
      .onConflictDoNothing();
    return true;
  });
}
