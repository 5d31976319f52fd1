import {
  okEnvelopeSchema,
  operatorVipMembersQuerySchema,
  operatorVipMembersSchema,
  operatorVipMonthlySchema,
  operatorVipTierListSchema,
  operatorVipTiersSchema,
  vipMonthlyResultSchema,
  vipPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { payVipMonthly, setVipTiers, vipMemberLevels, vipTiers } from './vip';

const tags = ['operator'];

/** The operator's VIP levels (`npm run operator -- vip …`, ADR 037). */
const vipOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    vipPaths.operatorTiers,
    {
      schema: {
        tags,
        summary: 'The VIP tier ladder, lowest first',
        response: { 200: okEnvelopeSchema(operatorVipTierListSchema) },
      },
    },
    async () => ok({ tiers: await vipTiers(app.db) }),
  );

  app.put(
    vipPaths.operatorTiers,
    {
      schema: {
        tags,
        summary: 'Replace the VIP ladder (thresholds rising; reached tiers kept)',
        body: operatorVipTiersSchema,
        response: { 200: okEnvelopeSchema(operatorVipTierListSchema) },
      },
    },
    async (request) => ok({ tiers: await setVipTiers(app.db, request.body) }),
  );

  app.get(
    vipPaths.operatorMembers,
    {
      schema: {
        tags,
        summary: "Members' VIP levels, highest first",
        querystring: operatorVipMembersQuerySchema,
        response: { 200: okEnvelopeSchema(operatorVipMembersSchema) },
      },
    },
    async (request) => ok(await vipMemberLevels(app.db, request.query.limit)),
  );

  app.post(
    vipPaths.operatorMonthly,
    {
      schema: {
        tags,
        summary: "Pay (or preview) an ended month's VIP bonus, each member once",
        body: operatorVipMonthlySchema,
        response: { 200: okEnvelopeSchema(vipMonthlyResultSchema) },
      },
    },
    async (request) =>
      ok(await payVipMonthly(app.db, request.body.month, { preview: request.body.preview })),
  );
};

export default vipOperatorRoutes;
