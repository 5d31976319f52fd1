import {
  lotteryPaths,
  okEnvelopeSchema,
  operatorDrawDetailSchema,
  operatorDrawIdParamsSchema,
  operatorDrawSchema,
  operatorDrawsQuerySchema,
  operatorLotteryGameParamsSchema,
  operatorLotteryGameSchema,
  operatorLotteryGameUpdateSchema,
  operatorVoidDrawSchema,
  operatorVoidResultSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  changeGame,
  operatorDrawDetail,
  operatorDrawList,
  operatorGames,
  operatorVoid,
} from './operator';

const tags = ['operator'];

/**
 * The operator's lottery (`npm run operator -- lottery …`, ADR 024): games with schedule,
 * switch and caps; draws and one draw with its bets and seed (audit); voiding a draw.
 */
const lotteryOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    lotteryPaths.operatorGames,
    {
      schema: {
        tags,
        summary: 'Lottery games with schedule, switch, caps and upcoming draws',
        response: { 200: okEnvelopeSchema(z.array(operatorLotteryGameSchema)) },
      },
    },
    async () => ok(await operatorGames(app.db)),
  );

  app.put(
    `${lotteryPaths.operatorGames}/:vassalage/:gameCode`,
    {
      schema: {
        tags,
        summary: "Change a game's schedule (unopened empty draws removed), switch or caps",
        params: operatorLotteryGameParamsSchema,
        body: operatorLotteryGameUpdateSchema,
        response: { 200: okEnvelopeSchema(operatorLotteryGameSchema) },
      },
    },
    async (request) =>
      ok(await changeGame(app.db, request.params.vassalage, request.params.gameCode, request.body)),
  );

  app.get(
    lotteryPaths.operatorDraws,
    {
      schema: {
        tags,
        summary: "A game's latest 50 draws by stored status, with their bets' totals",
        querystring: operatorDrawsQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorDrawSchema)) },
      },
    },
    async (request) => ok(await operatorDrawList(app.db, request.query)),
  );

  app.get(
    `${lotteryPaths.operatorDraws}/:id`,
    {
      schema: {
        tags,
        summary: 'One draw with its largest bets; the seed once drawn (audit)',
        params: operatorDrawIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorDrawDetailSchema) },
      },
    },
    async (request) => ok(await operatorDrawDetail(app.db, request.params.id)),
  );

  app.post(
    lotteryPaths.operatorVoidDraw,
    {
      schema: {
        tags,
        summary: 'Void a draw not yet settled: every open bet refunded once',
        params: operatorDrawIdParamsSchema,
        body: operatorVoidDrawSchema,
        response: { 200: okEnvelopeSchema(operatorVoidResultSchema) },
      },
    },
    async (request) => ok(await operatorVoid(app.db, request.params.id, request.body.reason)),
  );
};

export default lotteryOperatorRoutes;
