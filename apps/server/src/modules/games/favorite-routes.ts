import {
  favoriteIdsValueSchema,
  favoriteListQuerySchema,
  favoriteListValueSchema,
  favoriteToggleSchema,
  favoriteToggleValueSchema,
  gamePaths,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { pageOf } from './catalogue-query';
import { addFavoriteGame, availableFavorites, removeFavoriteGame } from './favorites';
import { toGameItem } from './game-items';
import type { GameRoutesOptions } from './list-routes';
import { gameQuotas } from './quotas';

/**
 * Favourites (spec §3, §4 "Favourite toggle"; the rules are in favorites.ts). Reading needs
 * a token; changing them also needs a full member (trial players are refused, like every
 * member action).
 */
const favoriteRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { imageBase }) => {
  const favouriteQuota = limitedBy(gameQuotas.favouriteChanges, (request) => request.memberId!);
  const favoritesOf = (memberId: number) => availableFavorites(app.db, app.gameCatalogue, memberId);

  app.get(
    gamePaths.favoriteIds,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: "The member's favourite node ids, newest first (T)",
        response: { 200: okEnvelopeSchema(favoriteIdsValueSchema) },
      },
    },
    async (request) => {
      return ok((await favoritesOf(request.memberId!)).map((g) => g.nodeId));
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
        response: { 200: okEnvelopeSchema(favoriteListValueSchema) },
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const page = pageOf(await favoritesOf(request.memberId!), pageNo, pageSize);
      const language = replyLanguage(request, undefined); // Accept-Language
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
      preHandler: [app.authenticateMember, favouriteQuota],
      schema: {
        tags: ['games'],
        summary: 'Makes a game a favourite; idempotent (T, not trial)',
        body: favoriteToggleSchema,
        response: { 200: okEnvelopeSchema(favoriteToggleValueSchema) },
      },
    },
    async (request) => {
      const nodeId = await addFavoriteGame(
        app.db,
        app.gameCatalogue,
        request.memberId!,
        request.body,
      );
      return ok({ nodeId, isFavorite: true });
    },
  );

  app.delete(
    gamePaths.removeFavorite,
    {
      preHandler: [app.authenticateMember, favouriteQuota],
      schema: {
        tags: ['games'],
        summary: 'Removes a favourite; idempotent (T, not trial)',
        body: favoriteToggleSchema,
        response: { 200: okEnvelopeSchema(favoriteToggleValueSchema) },
      },
    },
    async (request) => {
      await removeFavoriteGame(app.db, app.gameCatalogue, request.memberId!, request.body);
      return ok({ nodeId: request.body.nodeId, isFavorite: false });
    },
  );
};

export default favoriteRoutes;
