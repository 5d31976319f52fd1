import { okEnvelopeSchema, vipPaths, vipStatusSchema } from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { vipQuotas } from './quotas';
import { vipStatus } from './vip';

export type VipRoutesOptions = { currency: string };

/** The member's VIP card (ADR 037): level, valid bet and progress, the caller's own only. */
const vipRoutes: FastifyPluginAsyncZod<VipRoutesOptions> = async (app, { currency }) => {
  app.get(
    vipPaths.status,
    {
      preHandler: [app.authenticate, limitedBy(vipQuotas.status, (r) => r.memberId!)],
      schema: {
        tags: ['vip'],
        summary: "The member's VIP level and progress; brings the level up to date (T)",
        response: { 200: okEnvelopeSchema(vipStatusSchema) },
      },
    },
    async (request) => ok(await vipStatus(app.db, request.memberId!, currency)),
  );
};

export default vipRoutes;
