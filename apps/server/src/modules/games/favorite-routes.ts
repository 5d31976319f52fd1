import {
  errorEnvelopeSchema,
  favoriteIdsValueSchema,
  favoriteListQuerySchema,
  favoriteListValueSchema,
  favoriteToggleSchema,
  favoriteToggleValueSchema,
  gamePaths,
  okEnvelopeSchema,
  type FavoriteToggle,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { CatalogueGame } from './catalogue';
import { pageOf } from './catalogue-query';
import { toGameItem } from './game-items';
import type { GameRoutesOptions } from './list-routes';
import { addFavorite, readFavoriteIds, removeFavorite } from './member-games-repository';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/** The body names the game three ways; all must agree, or the call names no game we have. */
function sameGame(g: CatalogueGame, body: FavoriteToggle): boolean {
  return g.vendorCode === body.vendor.toUpperCase() && g.gameType === body.gameType.toUpperCase();
}

/**
 * Favourites (spec §3, §4 "Favourite toggle"). Reading needs a token; changing them also
 * needs a full member (trial players are refused, like every member action). Both changes
 * are idempotent, since the web sends them from a throttled toggle. Lists show only games
 * still available; a favourite of a game switched off comes back when it is switched on.
 */
const favoriteRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { imageBase }) => {
  /** The member's favourites that are available now, newest first. */
  async function availableFavorites(memberId: number): Promise<CatalogueGame[]> {
    const [snapshot, ids] = await Promise.all([
      app.gameCatalogue.get(),
      readFavoriteIds(app.db, memberId),
    ]);
    return ids.flatMap((id) => snapshot.byId.get(id) ?? []);
  }

  app.get(
    gamePaths.favoriteIds,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: "The member's favourite node ids, newest first (T)",
        response: { 200: okEnvelopeSchema(favoriteIdsValueSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok((await availableFavorites(request.memberId!)).map((g) => g.nodeId));
    },
  );

  app.get(
    gamePaths.favoriteList,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: "A page of the member's favourite games, newest first (T)",
        querystring: favoriteListQuerySchema,
        response: { 200: okEnvelopeSchema(favoriteListValueSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { pageNo, pageSize } = request.query;
      const page = pageOf(await availableFavorites(request.memberId!), pageNo, pageSize);
      const language = replyLanguage(request, undefined); // Accept-Language
      reply.header('cache-control', 'no-store');
      return ok({
        content: page.items.map((g) => toGameItem(g, language, imageBase, true)),
        pageNum: pageNo,
        totalPages: page.totalPages,
      });
    },
  );

  app.post(
    gamePaths.addFavorite,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags: ['games'],
        summary: 'Makes a game a favourite; idempotent (T, not trial)',
        body: favoriteToggleSchema,
        response: { 200: okEnvelopeSchema(favoriteToggleValueSchema), ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const g = (await app.gameCatalogue.get()).byId.get(body.nodeId);
      if (!g || !sameGame(g, body)) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
      await addFavorite(app.db, request.memberId!, g.nodeId);
      return ok({ nodeId: g.nodeId, isFavorite: true });
    },
  );

  app.delete(
    gamePaths.removeFavorite,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags: ['games'],
        summary: 'Removes a favourite; idempotent (T, not trial)',
        body: favoriteToggleSchema,
        response: { 200: okEnvelopeSchema(favoriteToggleValueSchema), ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const g = (await app.gameCatalogue.get()).byId.get(body.nodeId);
      if (g && !sameGame(g, body)) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
      // A favourite of a game switched off may still be removed; a game nobody has is unknown.
      const removed = await removeFavorite(app.db, request.memberId!, body.nodeId);
      if (!g && !removed) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
      return ok({ nodeId: body.nodeId, isFavorite: false });
    },
  );
};

export default favoriteRoutes;
