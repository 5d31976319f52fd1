import {
  betRecordPageSchema,
  betRecordQuerySchema,
  bonusPageSchema,
  bonusQuerySchema,
  okEnvelopeSchema,
  profitQuerySchema,
  profitSchema,
  rebateRatesSchema,
  recordsPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { rebateRates } from './rebates';
import { betRecordPage, bonusPage, profitOf } from './records';

export type RecordsRoutesOptions = { currency: string };

const tags = ['records'];

/**
 * The member centre's records (ADR 026): betting record, profit and loss, bonuses, each
 * the caller's own only; and the public rebate rates the home page shows.
 */
const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesOptions> = async (app, { currency }) => {
  app.get(
    recordsPaths.betRecords,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One page of the member's rounds with the filter's totals (T)",
        querystring: betRecordQuerySchema,
        response: { 200: okEnvelopeSchema(betRecordPageSchema) },
      },
    },
    async (request) => ok(await betRecordPage(app.db, request.memberId!, request.query, currency)),
  );

  app.get(
    recordsPaths.profit,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's profit and loss by day and by category (T)",
        querystring: profitQuerySchema,
        response: { 200: okEnvelopeSchema(profitSchema) },
      },
    },
    async (request) => ok(await profitOf(app.db, request.memberId!, request.query, currency)),
  );

  app.get(
    recordsPaths.bonuses,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "One page of the member's bonuses, newest first (T)",
        querystring: bonusQuerySchema,
        response: { 200: okEnvelopeSchema(bonusPageSchema) },
      },
    },
    async (request) => ok(await bonusPage(app.db, request.memberId!, request.query, currency)),
  );

  app.get(
    recordsPaths.rebateRates,
    {
      schema: {
        tags,
        summary: "The operator's rebate rate per category (fractions of valid bets)",
        response: { 200: okEnvelopeSchema(rebateRatesSchema) },
      },
    },
    async () => ok({ rates: await rebateRates(app.db) }),
  );
};

export default recordsRoutes;
