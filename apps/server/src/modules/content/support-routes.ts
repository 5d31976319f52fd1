import {
  customerServiceValueSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  supportPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { allSocialLinks, publicCustomerService } from './support-repository';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/** Customer-service shortcuts and social links (spec §2 "Header and side elements"). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    supportPaths.customerService,
    {
      schema: {
        tags: ['content'],
        summary: 'Customer-service shortcuts (right bar, footer) and social links',
        description:
          'Only what the operator configured. LIVECHAT has no url: it opens through ' +
          'CBS_launchChat, and is listed only while a chat channel exists. The first ' +
          'customer-service entry opens in a 440 × 750 window.',
        response: { 200: okEnvelopeSchema(customerServiceValueSchema), ...errors },
      },
    },
    async (_request, reply) => {
      const [customerService, social] = await Promise.all([
        publicCustomerService(app.db),
        allSocialLinks(app.db),
      ]);
      // Operator changes show at the next page load, on every server process.
      reply.header('cache-control', 'no-store');
      return ok({ customerService, social });
    },
  );
};

export default supportRoutes;
