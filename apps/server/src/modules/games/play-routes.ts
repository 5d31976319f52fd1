import {
  gamePaths,
  launchGameRequestSchema,
  launchGameValueSchema,
  okEnvelopeSchema,
  recentGamesQuerySchema,
  recentGamesValueSchema,
  roomListQuerySchema,
  roomListValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { toGameItem } from './game-items';
import { launchGame } from './launch';
import type { GameRoutesOptions } from './list-routes';
import { readRecentIds, readRooms } from './member-games-repository';
import { gameQuotas } from './quotas';

/** Starting games, the member's recent games and the PVP rooms. */
const playRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { imageBase }) => {
  // Spec §7 names two launch paths (GCS_gameLaunchFB, and launchGame for PVP and lottery
  // games); both start any game the same way.
  for (const url of [gamePaths.launchGame, gamePaths.launchGameDirect]) {
    app.post(
      url,
      {
        preHandler: [
          app.authenticateMember,
          limitedBy(gameQuotas.launches, (request) => request.memberId!),
        ],
        schema: {
          tags: ['games'],
          summary: 'Starts a game: the URL of the game page, with a game token or as a demo (T)',
          description:
            'Members only (trial refused, spec §5). Lottery games and providers answer ' +
            'their lottery page as `url` and `lotteryPage` (no game session); a provider-level entry ' +
            "starts the provider's lobby. demo: true only for games with supportPlay 0. " +
            'The game is nodeId, or vassalage and gameCode (the /seamless page).',
          body: launchGameRequestSchema,
          response: { 200: okEnvelopeSchema(launchGameValueSchema) },
        },
      },
      async (request) => {
        return ok(await launchGame(app.db, request.memberId!, request.body));
      },
    );
  }

  app.get(
    gamePaths.recentGames,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: 'Games the member launched lately, most recent first (T)',
        querystring: recentGamesQuerySchema,
        response: { 200: okEnvelopeSchema(recentGamesValueSchema) },
      },
    },
    async (request) => {
      const [snapshot, ids] = await Promise.all([
        app.gameCatalogue.get(),
        readRecentIds(app.db, request.memberId!),
      ]);
      const language = replyLanguage(request, request.query.language);
      return ok(
        ids.flatMap((id) => {
          const g = snapshot.byId.get(id);
          return g ? [toGameItem(g, language, imageBase)] : [];
        }),
      );
    },
  );

  app.get(
    gamePaths.roomList,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: 'Rooms of the PVP games, or of one game (nodeId) (T)',
        querystring: roomListQuerySchema,
        response: { 200: okEnvelopeSchema(roomListValueSchema) },
      },
    },
    async (request) => {
      const [snapshot, rooms] = await Promise.all([
        app.gameCatalogue.get(),
        readRooms(app.db, request.query.nodeId),
      ]);
      const language = replyLanguage(request, request.query.language);
      return ok(
        rooms.flatMap((room) => {
          // Rooms of a game that is not available now are left out with it.
          const g = snapshot.byId.get(room.nodeId);
          if (!g) return [];
          return [
            {
              roomId: room.roomId,
              nodeId: room.nodeId,
              name: language === 'en' ? room.nameEn : room.namePt,
              vassalage: g.vendorCode,
              minBet: room.minBet,
              players: room.players,
              seats: room.seats,
            },
          ];
        }),
      );
    },
  );
};

export default playRoutes;
