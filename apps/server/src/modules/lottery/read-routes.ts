import {
  lotteryDrawQuerySchema,
  lotteryDrawSchema,
  lotteryGameListSchema,
  lotteryGameQuerySchema,
  lotteryMenuQuerySchema,
  lotteryPaths,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  okEnvelopeSchema,
  openedDrawSchema,
  popularQuerySchema,
  vnGameQuerySchema,
  vnMenusSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  gameList,
  oneDraw,
  openedDraw,
  popularGames,
  results,
  VN_VASSALAGE,
  vnMenus,
} from './reads';

const tags = ['lottery'];
const gameListReply = { 200: okEnvelopeSchema(lotteryGameListSchema) };
const openedReply = { 200: okEnvelopeSchema(openedDrawSchema) };

/** The lottery's public reads (spec §7 `/lgw` calls, issue 14): games, draws, results. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    lotteryPaths.gameMenus,
    {
      schema: {
        tags,
        summary:
          "LOTT, ELOTT and SEA games (or one provider's), each with its current and last draw",
        querystring: lotteryMenuQuerySchema,
        response: gameListReply,
      },
    },
    async (request) => {
      const only = request.query.vassalage;
      return ok(
        await gameList(app.db, (g) =>
          only === undefined ? g.vassalage !== VN_VASSALAGE : g.vassalage === only,
        ),
      );
    },
  );

  app.get(
    lotteryPaths.vnGameMenu,
    {
      schema: {
        tags,
        summary: 'The Vietnamese regions (MB, MT, MN), each with its current and last draw',
        response: gameListReply,
      },
    },
    async () => ok(await gameList(app.db, (g) => g.vassalage === VN_VASSALAGE)),
  );

  app.get(
    lotteryPaths.vnGameMenuRecent,
    {
      schema: {
        tags,
        summary: "The Vietnamese regions with each one's latest result (`lastDraw`)",
        response: gameListReply,
      },
    },
    async () => ok(await gameList(app.db, (g) => g.vassalage === VN_VASSALAGE)),
  );

  app.get(
    lotteryPaths.vnMenus,
    {
      schema: {
        tags,
        summary: "The Vietnamese regions' bet types by group, with their pay tables (bp)",
        response: { 200: okEnvelopeSchema(vnMenusSchema) },
      },
    },
    async () => ok(await vnMenus(app.db)),
  );

  app.get(
    lotteryPaths.popular,
    {
      schema: {
        tags,
        summary: 'The games most bet on in the last 24 hours (`limit`, default 6)',
        querystring: popularQuerySchema,
        response: gameListReply,
      },
    },
    async (request) => ok(await popularGames(app.db, request.query.limit ?? 6)),
  );

  app.get(
    lotteryPaths.vnOpenedDraw,
    {
      schema: {
        tags,
        summary: "A Vietnamese region's draw taking bets now (null between draws)",
        querystring: vnGameQuerySchema,
        response: openedReply,
      },
    },
    async (request) => ok(await openedDraw(app.db, VN_VASSALAGE, request.query.gameCode)),
  );

  app.get(
    lotteryPaths.openedDraw,
    {
      schema: {
        tags,
        summary: "A game's draw taking bets now (null between draws); no token needed",
        querystring: lotteryGameQuerySchema,
        response: openedReply,
      },
    },
    async (request) =>
      ok(await openedDraw(app.db, request.query.vassalage, request.query.gameCode)),
  );

  app.get(
    lotteryPaths.lobby,
    {
      schema: {
        tags,
        summary: 'The lottery lobby: every game with its current draw and last result',
        response: gameListReply,
      },
    },
    async () => ok(await gameList(app.db, () => true)),
  );

  app.get(
    lotteryPaths.results,
    {
      schema: {
        tags,
        summary: "A game's drawn results, newest first, with seeds to verify (`before`: keyset)",
        querystring: lotteryResultsQuerySchema,
        response: { 200: okEnvelopeSchema(lotteryResultsSchema) },
      },
    },
    async (request) => ok(await results(app.db, request.query)),
  );

  app.get(
    lotteryPaths.draw,
    {
      schema: {
        tags,
        summary: 'One draw: seed hash always, seed and result once drawn',
        querystring: lotteryDrawQuerySchema,
        response: { 200: okEnvelopeSchema(lotteryDrawSchema) },
      },
    },
    async (request) => ok(await oneDraw(app.db, request.query)),
  );
};

export default readRoutes;
