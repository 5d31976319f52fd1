import {
  feedbackRulesValueSchema,
  okEnvelopeSchema,
  operatorFeedbackImageParamsSchema,
  operatorFeedbackQuerySchema,
  operatorFeedbackRulesInputSchema,
  operatorFeedbackSchema,
  supportPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  feedbackRules,
  findFeedbackImage,
  latestFeedback,
  setFeedbackRules,
} from './feedback-repository';

/** Submitted feedback and its images, for operators only (`npm run operator -- feedback`). */
const feedbackOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    supportPaths.operatorFeedback,
    {
      schema: {
        querystring: operatorFeedbackQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorFeedbackSchema)) },
      },
    },
    async (request) => ok(await latestFeedback(app.db, request.query.limit)),
  );

  app.put(
    supportPaths.operatorFeedbackRules,
    {
      schema: {
        body: operatorFeedbackRulesInputSchema,
        response: { 200: okEnvelopeSchema(feedbackRulesValueSchema) },
      },
    },
    async (request) => {
      await setFeedbackRules(app.db, request.body);
      return ok(await feedbackRules(app.db));
    },
  );

  app.get(
    supportPaths.operatorFeedbackImage(':name'),
    { schema: { params: operatorFeedbackImageParamsSchema } },
    async (request, reply) => {
      const image = await findFeedbackImage(app.db, request.params.name);
      if (!image) throw new AppError('NOT_FOUND', request.params.name);
      // The stored type is the one the bytes proved; nosniff keeps the browser to it, and
      // the sandbox CSP keeps any surprise inside the image from running (S5).
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(image.data);
    },
  );
};

export default feedbackOperatorRoutes;
