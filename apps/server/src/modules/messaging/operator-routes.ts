import {
  errorEnvelopeSchema,
  identityPaths,
  okEnvelopeSchema,
  outboxKinds,
  outboxListSchema,
  outboxQuerySchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorGuard } from '../operator/auth';
import { listOutbox } from './gateways';

export type OutboxRoutesOptions = { token: string; allowRemote: boolean; readable: boolean };

/** The outboxes for the operator command; closed in production unless OPERATOR_OUTBOX. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', operatorGuard(options.token, options.allowRemote));
  app.get(
    `${identityPaths.operatorOutbox}/:kind`,
    {
      schema: {
        tags: ['operator'],
        summary: 'Latest messages of the development SMS or mail outbox (not in production)',
        params: z.strictObject({ kind: z.enum(outboxKinds) }),
        querystring: outboxQuerySchema,
        response: {
          200: okEnvelopeSchema(outboxListSchema),
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!options.readable)
        throw new AppError('NOT_FOUND', 'outboxes are closed (OPERATOR_OUTBOX)');
      return ok(await listOutbox(app.db, request.params.kind, request.query.limit));
    },
  );
};

export default outboxRoutes;
