import {
  apiPaths,
  categoryVisibilitySchema,
  okEnvelopeSchema,
  operatorCategorySchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { listCategorySummaries, setCategoryEnabled } from './vendor-repository';

/** The operator shows or hides a navigation category (`npm run operator -- category disable SPORTS`). */
const gamesOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.operatorCategories,
    {
      schema: {
        body: categoryVisibilitySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorCategorySchema)) },
      },
    },
    async (request) => {
      const { gameCategory, enabled } = request.body;
      if (!(await setCategoryEnabled(app.db, gameCategory, enabled))) {
        throw new AppError('NOT_FOUND', `no category ${gameCategory}`);
      }
      return ok(await listCategorySummaries(app.db));
    },
  );
};

export default gamesOperatorRoutes;
