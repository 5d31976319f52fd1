import type { LotteryDraw, LotteryGame, LotteryGameList } from '@openlobby/contract';
import { betTypesOf, type LotteryFamily } from '@openlobby/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  currentAndLastDraws,
  drawByNumber,
  drawnDraws,
  listGames,
  betCountsSince,
} from './draw-repository';
import { gameDefOf } from './pricing';
import { drawView, gameView } from './views';

export const VN_VASSALAGE = 'TCG_LOTTO_VN';

/** Every game (or those `keep` picks) with its current and last draw, and the server's clock. */
export async function gameList(
  db: Db,
  keep: (game: { vassalage: string; gameCode: string }) => boolean,
  now = new Date(),
): Promise<LotteryGameList> {
  const [games, draws] = await Promise.all([listGames(db), currentAndLastDraws(db, now)]);
  return {
    serverTime: now.toISOString(),
    games: games
      .filter(keep)
      .map((g) => gameView(g, draws.get(`${g.vassalage}:${g.gameCode}`), now)),
  };
}

/** The games most bet on in the last 24 hours (then the rest, in list order), at most `limit`. */
export async function popularGames(
  db: Db,
  limit: number,
  now = new Date(),
): Promise<LotteryGameList> {
  const [list, counts] = await Promise.all([
    gameList(db, () => true, now),
    betCountsSince(db, new Date(now.getTime() - 24 * 3600_000)),
  ]);
  const rank = new Map(counts.map((c, i) => [`${c.vassalage}:${c.gameCode}`, i]));
  const order = (g: LotteryGame) => rank.get(`${g.vassalage}:${g.gameCode}`) ?? counts.length;
  const games = list.games
    .filter((g) => g.enabled)
    .map((g, i) => ({ g, i }))
    .sort((a, b) => order(a.g) - order(b.g) || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.g);
  return { serverTime: list.serverTime, games };
}

/** A game's draw taking bets now (null between draws or when the game is off). */
export async function openedDraw(
  db: Db,
  vassalage: string,
  gameCode: string,
  now = new Date(),
): Promise<{ serverTime: string; draw: LotteryDraw | null }> {
  gameDefOf(vassalage, gameCode);
  const list = await gameList(db, (g) => g.vassalage === vassalage && g.gameCode === gameCode, now);
  return { serverTime: list.serverTime, draw: list.games[0]?.currentDraw ?? null };
}

export async function results(
  db: Db,
  q: {
    vassalage: string;
    gameCode: string;
    limit?: number | undefined;
    before?: string | undefined;
  },
): Promise<{ draws: LotteryDraw[] }> {
  gameDefOf(q.vassalage, q.gameCode);
  const now = new Date();
  const rows = await drawnDraws(db, q.vassalage, q.gameCode, q.limit ?? 20, q.before);
  return { draws: rows.map((d) => drawView(d, now)) };
}

export async function oneDraw(
  db: Db,
  q: { vassalage: string; gameCode: string; drawNumber: string },
): Promise<LotteryDraw> {
  gameDefOf(q.vassalage, q.gameCode);
  const draw = await drawByNumber(db, q.vassalage, q.gameCode, q.drawNumber);
  if (!draw)
    throw new AppError('LOTTERY_DRAW_UNKNOWN', `${q.vassalage}:${q.gameCode}:${q.drawNumber}`);
  return drawView(draw, new Date());
}

/** The Vietnamese regions' bet types by group with their pay tables (ids of @openlobby/games). */
export async function vnMenus(db: Db) {
  const games = (await listGames(db)).filter((g) => g.vassalage === VN_VASSALAGE);
  return {
    regions: games.map((g) => ({
      gameCode: g.gameCode,
      family: g.family,
      name: g.name,
      betTypes: betTypesOf(g.family as LotteryFamily).map((b) => ({
        id: b.id,
        group: b.group,
        payTable: { ...b.payTable },
      })),
    })),
  };
}
