import {
  gamePagePaths,
  IN_HOUSE_VENDOR,
  lotteryVendorRoutes,
  type LaunchGameRequest,
  type LaunchGameValue,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { openGameSession } from '../wallet';
import { findAvailableGame, findAvailableGameByCode, type GameRow } from './catalogue-repository';
import { recordRecentGame } from './member-games-repository';

const lotteryRoutes: Readonly<Record<string, string>> = lotteryVendorRoutes;

/** The page of the game iframe: our own games, or the sandbox provider's generic page. */
function gamePage(g: GameRow): string {
  return g.vendorCode === IN_HOUSE_VENDOR
    ? gamePagePaths.inHouse(g.gameCode)
    : gamePagePaths.sandbox(g.vendorCode, g.gameCode);
}

/**
 * Starts a game for a member who may play (logged in, not trial: the route's preHandler).
 * Read from the database, not the in-memory catalogue: a game the operator just switched
 * off must not start. Lottery games and providers open no game session: the answer is
 * their lottery page (spec §7, `lotteryPage`), which the web routes to itself anyway (spec
 * §4 "Game start"). A provider-level entry (isGame
 * VASSALAGE) is the provider's lobby: the web lists the provider first and launches the
 * lobby from inside that list (ADR 011), so here it starts like any game.
 * A demo opens no game session, so it can move no money; a real launch opens one through
 * the wallet and hands its token to the game page. Both count as recently played.
 */
export async function launchGame(
  db: Db,
  memberId: number,
  request: LaunchGameRequest,
): Promise<LaunchGameValue> {
  // By node id (a card), or by provider and game code (the /seamless page's address).
  const g =
    'nodeId' in request
      ? await findAvailableGame(db, request.nodeId)
      : await findAvailableGameByCode(db, request.vassalage, request.gameCode);
  if (!g) {
    const asked = 'nodeId' in request ? request.nodeId : `${request.vassalage}/${request.gameCode}`;
    throw new AppError('GAME_NOT_FOUND', `no available game ${asked}`);
  }
  const lotteryPath = lotteryRoutes[g.vendorCode];
  if (lotteryPath) {
    // Spec §7: launchGame launches lottery too; its answer is the lottery page to open.
    const gameCode = g.isGame === 'VASSALAGE' ? null : g.gameCode;
    const url =
      gameCode === null ? lotteryPath : `${lotteryPath}?gameCode=${encodeURIComponent(gameCode)}`;
    return { url, demo: false, lotteryPage: { path: lotteryPath, gameCode } };
  }
  if (request.demo) {
    if (g.supportPlay !== 0) throw new AppError('DEMO_NOT_AVAILABLE', `no demo for ${g.nodeId}`);
    await recordRecentGame(db, memberId, g.nodeId);
    return { url: `${gamePage(g)}?demo=1`, demo: true };
  }
  const token = await db.transaction(async (tx) => {
    const session = await openGameSession(tx as unknown as Db, {
      memberId,
      vendorCode: g.vendorCode,
      gameCode: g.gameCode,
    });
    await recordRecentGame(tx as unknown as Db, memberId, g.nodeId);
    return session.token;
  });
  return { url: `${gamePage(g)}?token=${encodeURIComponent(token)}`, demo: false };
}
