import {
  captchaValueSchema,
  errorEnvelopeSchema,
  identityPaths,
  okEnvelopeSchema,
  sliderAnswerSchema,
  sliderChallengeSchema,
  sliderQuerySchema,
  sliderTokenValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { hitCounter } from '../../lib/rate-counter';
import { createCaptcha, createSlider, solveSlider } from './service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    identityPaths.captcha,
    {
      schema: {
        tags: ['identity'],
        summary: 'A captcha image (single use, 5 minutes; one per second per client)',
        response: { 200: okEnvelopeSchema(captchaValueSchema), ...errors },
      },
    },
    async (request, reply) => {
      const count = await hitCounter(app.db, { key: `captcha:ip:${request.ip}`, seconds: 1 });
      if (count > 1) throw new AppError('RATE_LIMITED', 'captcha refresh faster than 1/s');
      reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(app.db));
    },
  );

  app.get(
    identityPaths.slider,
    {
      schema: {
        tags: ['identity'],
        summary: 'A slider puzzle for a channel (login, sms, register)',
        querystring: sliderQuerySchema,
        response: { 200: okEnvelopeSchema(sliderChallengeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const count = await hitCounter(app.db, { key: `slider:ip:${request.ip}`, seconds: 60 });
      if (count > 60) throw new AppError('RATE_LIMITED', 'too many slider puzzles');
      reply.header('cache-control', 'no-store');
      return ok(await createSlider(app.db, request.query.channel));
    },
  );

  app.post(
    identityPaths.slider,
    {
      schema: {
        tags: ['identity'],
        summary: 'Answer a slider puzzle; returns a single-use token for its channel',
        body: sliderAnswerSchema,
        response: { 200: okEnvelopeSchema(sliderTokenValueSchema), ...errors },
      },
    },
    async (request) => ok({ sliderToken: await solveSlider(app.db, request.body) }),
  );
};

export default humanCheckRoutes;
