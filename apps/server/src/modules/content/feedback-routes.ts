import multipart from '@fastify/multipart';
import {
  contentPaths,
  feedbackRulesValueSchema,
  feedbackValueSchema,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { feedbackRules } from './feedback-repository';
import { assertFeedbackQuotaLeft, sendFeedback } from './feedback-service';
import { FEEDBACK_BODY_LIMIT, readFeedbackForm } from './feedback-upload';

/**
 * Feedback (spec §2 modal "feedback", §7 `PUT /wps/feedback`, S5). Multipart is registered
 * here only, so no other route of the app accepts it, and only this route takes a body
 * larger than the app's 256 KiB.
 */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.get(
    contentPaths.feedbackRules,
    {
      schema: {
        tags: ['content'],
        summary: 'What the feedback form accepts: word bounds, image count and size',
        response: { 200: okEnvelopeSchema(feedbackRulesValueSchema) },
      },
    },
    async () => {
      return ok(await feedbackRules(app.db));
    },
  );

  app.put(
    contentPaths.feedback,
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      // Trial members are refused (S6), like every other member action.
      preHandler: app.authenticateMember,
      schema: {
        tags: ['content'],
        summary: 'Sends feedback (T): multipart `content` and up to 3 PNG/JPEG `images`',
        description:
          'content: between the minWords and maxWords of /wps/feedback/rules. images: ' +
          'each at most 5 MB, PNG or JPEG by their bytes (the name and the declared type ' +
          'are ignored). A refused form stores nothing. Forms and image bytes have a ' +
          'quota per member a day (429 RATE_LIMITED, docs/limits.md).',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelopeSchema(feedbackValueSchema) },
      },
    },
    async (request) => {
      await assertFeedbackQuotaLeft(app.db, request.memberId!);
      const form = await readFeedbackForm(request);
      const sender = { memberId: request.memberId!, ip: request.ip };
      const id = await sendFeedback(app.db, sender, form.content, form.images);
      return ok({ id });
    },
  );
};

export default feedbackRoutes;
