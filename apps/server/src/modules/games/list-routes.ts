import {
  gameListQuerySchema,
  gameListValueSchema,
  gamePaths,
  hotGamesQuerySchema,
  hotGamesValueSchema,
  okEnvelopeSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesValueSchema,
} from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { remember, type CatalogueGame } from './catalogue';
import { filterOf, pageOf, selectGames, type Page } from './catalogue-query';
import { gameItemJson, toGameItem, withFavorite } from './game-items';
import { favoritesAmong } from './member-games-repository';
import { vendorGameTypes } from './vendor-game-types';
import { optionalMember } from '../identity';
import { chooseCoding, encodeBody, payloadIn } from '../../lib/content-encoding';

export type GameRoutesOptions = { imageBase: string };

/** Visitor list pages kept as bytes per catalogue snapshot (~16 KB each: ≤ 8 MB). */
const MAX_VISITOR_PAGES = 512;

/** The catalogue's read-only lists: the game list, the hot list and a provider's types. */
const listRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { imageBase }) => {
  app.get(
    gamePaths.gameList,
    {
      schema: {
        tags: ['games'],
        summary: 'A page of games matching the filters; isFavorite when a token is sent',
        description:
          'Visitors allowed. Filters: gameType, vassalage (provider), gameClassify (a slot ' +
          'sub-category, or a vendor category classify such as RNG or HOT), gameName (case-' +
          'insensitive substring of the name or display name), minBet and minLineNum (games ' +
          'whose minimum is at least that). Bingo (BG) is hidden unless asked for. Ordered ' +
          'isTop first, then name.',
        querystring: gameListQuerySchema,
        response: { 200: okEnvelopeSchema(gameListValueSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const filter = filterOf(query);
      const [snapshot, memberId] = await Promise.all([
        app.gameCatalogue.get(),
        optionalMember(app, request),
      ]);
      const language = replyLanguage(request, query.language);
      const pageJson = (favorites: ReadonlySet<number> | null, page: Page<CatalogueGame>) => {
        const cards = page.items.map((g) => {
          const json = gameItemJson(snapshot, g, language, imageBase);
          return favorites ? withFavorite(json, favorites.has(g.nodeId)) : json;
        });
        // Ready JSON (see gameItemJson): the envelope of gameListValueSchema.
        return (
          `{"success":true,"value":{"games":[${cards.join(',')}],` +
          `"totalCount":${page.totalCount},"totalPages":${page.totalPages}}}`
        );
      };
      const selectPage = () => pageOf(selectGames(snapshot, filter), query.pageNo, query.pageSize);

      reply.header('vary', 'accept-language, authorization');
      let body: string | Buffer;
      if (memberId === null) {
        // A visitor's page is the same bytes for everyone until the catalogue changes, and
        // lists are dominated by a few first pages: made once per snapshot (P5), compressed
        // then too (a 16 KB page is ~2 KB in Brotli; the bytes written bound this route).
        const key = JSON.stringify([filter, query.pageNo, query.pageSize, language]);
        const encoded = remember(snapshot.pages, key, MAX_VISITOR_PAGES, () =>
          encodeBody(Buffer.from(pageJson(null, selectPage()))),
        );
        body = payloadIn(reply, encoded, chooseCoding(request, reply, encoded));
      } else {
        const page = selectPage();
        const ids = page.items.map((g) => g.nodeId);
        body = pageJson(await favoritesAmong(app.db, memberId, ids), page);
      }
      // A visitor's page changes only with the catalogue; a member's hearts change at a click
      // (no-store, the API's default).
      if (memberId === null) reply.header('cache-control', 'private, max-age=30');
      // The plain reply type takes ready JSON; the schema-typed one only takes the object.
      const untyped: FastifyReply = reply;
      return untyped.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    gamePaths.hotGames,
    {
      schema: {
        tags: ['games'],
        summary: 'The hot games, in rank order (the same for everyone: cacheable)',
        querystring: hotGamesQuerySchema,
        response: { 200: okEnvelopeSchema(hotGamesValueSchema) },
      },
    },
    async (request, reply) => {
      const snapshot = await app.gameCatalogue.get();
      const language = replyLanguage(request, request.query.language);
      // No member data in it, so the browser may keep it a minute (the spec caches it too).
      reply.header('cache-control', 'private, max-age=60');
      reply.header('vary', 'accept-language');
      return ok(snapshot.hot.map((g) => toGameItem(g, language, imageBase)));
    },
  );

  app.get(
    gamePaths.vendorGameTypes,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['games'],
        summary: "A provider's game types and slot sub-categories with game counts (T)",
        querystring: vendorGameTypesQuerySchema,
        response: { 200: okEnvelopeSchema(vendorGameTypesValueSchema) },
      },
    },
    async (request, reply) => {
      const snapshot = await app.gameCatalogue.get();
      reply.header('cache-control', 'private, max-age=30');
      return ok(vendorGameTypes(snapshot, request.query.vassalage));
    },
  );
};

export default listRoutes;
