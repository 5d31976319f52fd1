import {
  inviteesPageSchema,
  inviteesQuerySchema,
  okEnvelopeSchema,
  referralInfoSchema,
  referralPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { invitees, referralInfo } from './service';

const tags = ['referral'];

/** The member centre's referral view (spec §2 "referral (invite friends)", ADR 025). */
const referralRoutes: FastifyPluginAsyncZod<{ currency: string }> = async (app, { currency }) => {
  app.get(
    referralPaths.info,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: "The caller's invitation code and link, counts and reward rules (T)",
        description: 'The code is made on the first call (one per member, never more).',
        response: { 200: okEnvelopeSchema(referralInfoSchema) },
      },
    },
    async (request) => {
      const { referralRules } = await app.settings.get();
      return ok({ ...(await referralInfo(app.db, request.memberId!, referralRules)), currency });
    },
  );

  app.get(
    referralPaths.invitees,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: "The caller's invitees, masked, newest first (T)",
        querystring: inviteesQuerySchema,
        response: { 200: okEnvelopeSchema(inviteesPageSchema) },
      },
    },
    async (request) => ok(await invitees(app.db, request.memberId!, request.query.page ?? 1)),
  );
};

export default referralRoutes;
