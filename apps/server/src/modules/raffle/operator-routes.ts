import {
  okEnvelopeSchema,
  operatorRaffleDrawSchema,
  operatorRaffleInputSchema,
  operatorRaffleSchema,
  raffleIdParamsSchema,
  rafflePaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { createRaffle, drawRaffleNow, operatorRaffle, operatorRaffles } from './raffle-service';

/**
 * Raffles for operators (`npm run operator -- raffle …`; ADR 004, 039): create, list, one
 * raffle's results, and draw (which the scheduled job also does after a raffle's end).
 */
const raffleOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    rafflePaths.operatorRaffles,
    { schema: { response: { 200: okEnvelopeSchema(z.array(operatorRaffleSchema)) } } },
    async () => ok(await operatorRaffles(app.db)),
  );

  app.post(
    rafflePaths.operatorRaffles,
    {
      schema: {
        body: operatorRaffleInputSchema,
        response: { 200: okEnvelopeSchema(operatorRaffleSchema) },
      },
    },
    async (request) => ok(await createRaffle(app.db, request.body)),
  );

  app.get(
    `${rafflePaths.operatorRaffles}/:id`,
    {
      schema: {
        params: raffleIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorRaffleSchema) },
      },
    },
    async (request) => ok(await operatorRaffle(app.db, request.params.id)),
  );

  app.post(
    `${rafflePaths.operatorRaffles}/:id/draw`,
    {
      schema: {
        params: raffleIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorRaffleDrawSchema) },
      },
    },
    async (request) => ok(await drawRaffleNow(app.db, request.params.id)),
  );
};

export default raffleOperatorRoutes;
