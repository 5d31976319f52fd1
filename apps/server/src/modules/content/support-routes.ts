import { customerServiceValueSchema, okEnvelopeSchema, supportPaths } from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { enabledDepositMethods } from '../deposit';
import { allSocialLinks, publicCustomerService } from './support-repository';

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
          'customer-service entry opens in a 440 × 750 window. Also the footer facts: ' +
          'the enabled deposit channels (paymentMethods) and the licence line.',
        response: { 200: okEnvelopeSchema(customerServiceValueSchema) },
      },
    },
    async () => {
      const [customerService, social, paymentMethods, settings] = await Promise.all([
        publicCustomerService(app.db),
        allSocialLinks(app.db),
        enabledDepositMethods(app.db),
        app.settings.get(),
      ]);
      return ok({ customerService, social, paymentMethods, licence: settings.licence });
    },
  );
};

export default supportRoutes;
