import {
  humanCheckAnswerParamsSchema,
  humanCheckAnswerSchema,
  identityPaths,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { peekCheckAnswer } from './service';

export type HumanCheckAnswerRoutesOptions = {
  /** Open where the outboxes are (not in production unless OPERATOR_OUTBOX). */
  readable: boolean;
};

/**
 * The answer of a live captcha or slider puzzle for the operator command, so end-to-end
 * tests solve them the way they read SMS codes, not from the image (ADR 021). Holds live
 * answers, so it is closed in production like the outboxes.
 */
const humanCheckAnswerRoutes: FastifyPluginAsyncZod<HumanCheckAnswerRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    `${identityPaths.operatorHumanCheck}/:id`,
    {
      schema: {
        summary: 'The answer of a live captcha or slider puzzle (not in production)',
        params: humanCheckAnswerParamsSchema,
        response: { 200: okEnvelopeSchema(humanCheckAnswerSchema) },
      },
    },
    async (request) => {
      if (!options.readable)
        throw new AppError('NOT_FOUND', 'human-check answers are closed (OPERATOR_OUTBOX)');
      return ok(await peekCheckAnswer(app.db, request.params.id));
    },
  );
};

export default humanCheckAnswerRoutes;
