import {
  okEnvelopeSchema,
  redEnvelopeCurrentSchema,
  redEnvelopeOpenReplySchema,
  redEnvelopeOpenSchema,
  redEnvelopePaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { redEnvelopeQuotas } from './quotas';
import { currentRound, openEnvelope } from './service';

const tags = ['red-envelope'];

/**
 * A member's red envelopes (issue 18, ADR 038). Both calls need a member token and refuse
 * trial members (an envelope is money); the open takes from the module's quota (S9).
 */
const redEnvelopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = (request: { memberId: number | null }) => request.memberId!;

  app.get(
    redEnvelopePaths.current,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: 'The red envelope round open now, the caller’s standing in it, the next (T)',
        response: { 200: okEnvelopeSchema(redEnvelopeCurrentSchema) },
      },
    },
    async (request) => ok(await currentRound(app.db, member(request), requestLanguage(request))),
  );

  app.post(
    redEnvelopePaths.open,
    {
      preHandler: [app.authenticateMember, limitedBy(redEnvelopeQuotas.opens, member)],
      schema: {
        tags,
        summary: 'Opens the round’s red envelope: a random amount, once per round (T)',
        description:
          'Refused with RED_ENVELOPE_NOT_STARTED, _ENDED, _ALREADY_OPENED, _NOT_ELIGIBLE, ' +
          '_EXHAUSTED or _EXCLUDED; a refusal moves nothing.',
        body: redEnvelopeOpenSchema,
        response: { 200: okEnvelopeSchema(redEnvelopeOpenReplySchema) },
      },
    },
    async (request) => ok(await openEnvelope(app.db, request.body.roundId, member(request))),
  );
};

export default redEnvelopeRoutes;
