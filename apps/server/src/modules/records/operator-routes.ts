import {
  okEnvelopeSchema,
  operatorRebatePaySchema,
  operatorRebateRatesSchema,
  rebatePayResultSchema,
  recordsPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { operatorRebateRates, payRebates, setRebateRates } from './rebates';

const tags = ['operator'];

/** The operator's rebates (`npm run operator -- rebate …`, ADR 026): rates and paying a day. */
const recordsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    recordsPaths.operatorRebateRates,
    {
      schema: {
        tags,
        summary: 'Rebate rates per category, in basis points of valid bets',
        response: { 200: okEnvelopeSchema(operatorRebateRatesSchema) },
      },
    },
    async () => ok(await operatorRebateRates(app.db)),
  );

  app.put(
    recordsPaths.operatorRebateRates,
    {
      schema: {
        tags,
        summary: 'Set (basis points) or remove (null) rebate rates',
        body: operatorRebateRatesSchema,
        response: { 200: okEnvelopeSchema(operatorRebateRatesSchema) },
      },
    },
    async (request) => ok(await setRebateRates(app.db, request.body)),
  );

  app.post(
    recordsPaths.operatorRebatePay,
    {
      schema: {
        tags,
        summary: "Pay an ended UTC day's rebates, each member once",
        body: operatorRebatePaySchema,
        response: { 200: okEnvelopeSchema(rebatePayResultSchema) },
      },
    },
    async (request) => ok(await payRebates(app.db, request.body.day)),
  );
};

export default recordsOperatorRoutes;
