import {
  captchaValueSchema,
  identityPaths,
  okEnvelopeSchema,
  sliderAnswerSchema,
  sliderChallengeSchema,
  sliderQuerySchema,
  sliderTokenValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import {
  createCaptcha,
  createSlider,
  limitCaptchaRefresh,
  limitSliderPuzzles,
  solveSlider,
} from './service';

const humanCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    identityPaths.captcha,
    {
      schema: {
        tags: ['identity'],
        summary: 'A captcha image (single use, 5 minutes; one per second per client)',
        response: { 200: okEnvelopeSchema(captchaValueSchema) },
      },
    },
    async (request) => {
      await limitCaptchaRefresh(app.db, request.ip);
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
        response: { 200: okEnvelopeSchema(sliderChallengeSchema) },
      },
    },
    async (request) => {
      await limitSliderPuzzles(app.db, request.ip);
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
        response: { 200: okEnvelopeSchema(sliderTokenValueSchema) },
      },
    },
    async (request) => ok({ sliderToken: await solveSlider(app.db, request.body, request.ip) }),
  );
};

export default humanCheckRoutes;
