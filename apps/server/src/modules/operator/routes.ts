import {
  apiPaths,
  categoryVisibilitySchema,
  errorEnvelopeSchema,
  loginVerificationSettingsSchema,
  maintenanceSettingsSchema,
  okEnvelopeSchema,
  operatorCategorySchema,
  operatorMaintenanceSchema,
  operatorRegionSchema,
  operatorSettingsSchema,
  operatorWhitelabelSchema,
  regionSettingsSchema,
  whitelabelFlagsSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { listCategorySummaries, setCategoryEnabled } from '../games/vendor-repository';
import { operatorGuard } from './auth';
import { OperatorService } from './service';

export type OperatorRoutesOptions = { token: string; allowRemote: boolean };

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const common = { tags: ['operator'], security: [{ operatorToken: [] }] };

/** The operator API behind `npm run operator` (not part of the member-facing spec). */
const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, options) => {
  // Encapsulated: this guard covers exactly the routes below.
  app.addHook('onRequest', operatorGuard(options.token, options.allowRemote));
  const service = new OperatorService(app.db, app.settings);

  app.get(
    apiPaths.operatorSettings,
    {
      schema: { ...common, response: { 200: okEnvelopeSchema(operatorSettingsSchema), ...errors } },
    },
    async () => ok(await service.getSettings()),
  );

  app.put(
    apiPaths.operatorMaintenance,
    {
      schema: {
        ...common,
        body: maintenanceSettingsSchema,
        response: { 200: okEnvelopeSchema(operatorMaintenanceSchema), ...errors },
      },
    },
    async (request) => ok(await service.setMaintenance(request.body)),
  );

  app.put(
    apiPaths.operatorRegion,
    {
      schema: {
        ...common,
        body: regionSettingsSchema,
        response: { 200: okEnvelopeSchema(operatorRegionSchema), ...errors },
      },
    },
    async (request) => ok(await service.setRegion(request.body)),
  );

  app.patch(
    apiPaths.operatorWhitelabel,
    {
      schema: {
        ...common,
        body: whitelabelFlagsSchema,
        response: { 200: okEnvelopeSchema(operatorWhitelabelSchema), ...errors },
      },
    },
    async (request) => ok(await service.patchWhitelabel(request.body)),
  );

  app.put(
    apiPaths.operatorLoginVerification,
    {
      schema: {
        ...common,
        body: loginVerificationSettingsSchema,
        response: { 200: okEnvelopeSchema(loginVerificationSettingsSchema), ...errors },
      },
    },
    async (request) => ok(await service.setLoginVerification(request.body)),
  );
  app.put(
    apiPaths.operatorCategories,
    {
      schema: {
        ...common,
        body: categoryVisibilitySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorCategorySchema)), ...errors },
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

export default operatorRoutes;
