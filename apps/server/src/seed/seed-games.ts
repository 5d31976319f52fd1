import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedRun } from '../db/schema';
import { demoGames, GAMES_SEED, type DemoGame } from './demo-games';
import { roomTiers } from './game-names';

/** Hot list order: our own games first, then slots, live tables, fishing, lotteries. */
const hotOrder: Readonly<Record<string, number>> = {
  INHOUSE: 0,
  RNG: 1,
  LIVE: 2,
  FISH: 3,
  LOTTERY: 4,
};

function hotRanks(games: readonly DemoGame[]): (number | null)[] {
  const hot = games
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.isHot)
    .sort((a, b) => (hotOrder[a.g.gameType] ?? 9) - (hotOrder[b.g.gameType] ?? 9) || a.i - b.i);
  const ranks: (number | null)[] = games.map(() => null);
  hot.forEach(({ i }, rank) => (ranks[i] = rank + 1));
  return ranks;
}

/** One array parameter (drizzle would otherwise expand a JS array into a value list). */
const column = <T>(games: readonly DemoGame[], pick: (g: DemoGame) => T) =>
  sql.param(games.map(pick));

/**
 * Writes the demo game catalogue (about 10,000 games) and the PVP rooms once. All games go
 * in one INSERT … SELECT FROM unnest(arrays): one round trip and no parameter-count limit,
 * so the first start stays quick on PGlite. Rows for a provider the vendor table lacks are
 * skipped rather than failing the seed (an operator may have changed the vendors).
 */
export async function seedDemoGames(db: Db): Promise<boolean> {
  const done = await db.select().from(seedRun).where(eq(seedRun.name, GAMES_SEED));
  if (done.length > 0) return false;
  const games = demoGames();
  const ranks = hotRanks(games);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: GAMES_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx.execute(sql`
      INSERT INTO game (vendor_code, game_type, game_code, name, display_name_en,
        display_name_pt, game_classify, is_game, support_play, is_top, is_hot, hot_rank,
        min_bet, min_line_num)
      SELECT u.vendor_code, u.game_type, u.game_code, u.name, u.display_name_en,
        u.display_name_pt, u.game_classify, u.is_game, u.support_play, u.is_top, u.is_hot,
        u.hot_rank, u.min_bet, u.min_line_num
      FROM unnest(
        ${column(games, (g) => g.vendorCode)}::text[],
        ${column(games, (g) => g.gameType)}::text[],
        ${column(games, (g) => g.gameCode)}::text[],
        ${column(games, (g) => g.name)}::text[],
        ${column(games, (g) => g.displayNameEn)}::text[],
        ${column(games, (g) => g.displayNamePt)}::text[],
        ${column(games, (g) => g.gameClassify)}::text[],
        ${column(games, (g) => g.isGame)}::text[],
        ${column(games, (g) => g.supportPlay)}::smallint[],
        ${column(games, (g) => g.isTop)}::boolean[],
        ${column(games, (g) => g.isHot)}::boolean[],
        ${sql.param(ranks)}::integer[],
        ${column(games, (g) => g.minBet)}::bigint[],
        ${column(games, (g) => g.minLineNum)}::integer[]
      ) WITH ORDINALITY AS u(vendor_code, game_type, game_code, name, display_name_en,
        display_name_pt, game_classify, is_game, support_play, is_top, is_hot, hot_rank,
        min_bet, min_line_num, ord)
      WHERE EXISTS (SELECT 1 FROM vendor v
        WHERE v.game_category = u.game_type AND v.vassalage = u.vendor_code)
      ORDER BY u.ord -- node ids in catalogue order
      ON CONFLICT (vendor_code, game_code) DO NOTHING`);
    await seedRooms(tx as unknown as Db);
    return true;
  });
}

/**
 * Three stake tiers for every PVP game. `players` is demo occupancy, spread from the ids,
 * standing in for the seating a PVP provider would report.
 */
async function seedRooms(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO pvp_room (room_id, node_id, name_en, name_pt, min_bet, seats, players,
      sort_order)
    SELECT g.vendor_code || '-' || g.game_code || '-' || t.tier, g.node_id,
      g.name || ' · ' || t.en, g.name || ' · ' || t.pt, t.min_bet, t.seats,
      (g.node_id * 7 + t.ord * 3) % (t.seats + 1), t.ord
    FROM game g CROSS JOIN unnest(
      ${sql.param(roomTiers.map((r) => r.tier))}::text[],
      ${sql.param(roomTiers.map((r) => r.en))}::text[],
      ${sql.param(roomTiers.map((r) => r.pt))}::text[],
      ${sql.param(roomTiers.map((r) => r.minBet))}::bigint[],
      ${sql.param(roomTiers.map((r) => r.seats))}::integer[]
    ) WITH ORDINALITY AS t(tier, en, pt, min_bet, seats, ord)
    WHERE g.game_type = 'PVP' AND g.is_game = 'GAME'
    ON CONFLICT (room_id) DO NOTHING`);
}
