import {
  identityPaths,
  okEnvelopeSchema,
  outboxKinds,
  outboxListSchema,
  outboxQuerySchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { listOutbox } from './outbox-repository';

export type OutboxRoutesOptions = {
  /** The outboxes hold live codes: closed in production unless OPERATOR_OUTBOX. */
  readable: boolean;
};

/** The outboxes for the operator command; closed in production unless OPERATOR_OUTBOX. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, options) => {
  app.get(
    `${identityPaths.operatorOutbox}/:kind`,
    {
      schema: {
        summary: 'Latest messages of the development SMS or mail outbox (not in production)',
        params: z.strictObject({ kind: z.enum(outboxKinds) }),
        querystring: outboxQuerySchema,
        response: {
          200: okEnvelopeSchema(outboxListSchema),
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
