import {
  apiPaths,
  loginVerificationSettingsSchema,
  maintenanceSettingsSchema,
  okEnvelopeSchema,
  type OperatorCategory,
  operatorMaintenanceSchema,
  operatorRegionSchema,
  operatorSettingsSchema,
  operatorWhitelabelSchema,
  regionSettingsSchema,
  whitelabelFlagsSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { OperatorService } from './service';

/**
 * The operator API's site settings behind `npm run operator` (not part of the member-facing
 * spec), registered through the operator scope like every module's operator routes.
 */
export type OperatorSettingsRoutesOptions = {
  /** The settings report lists the navigation categories, which the games module owns. */
  listCategories: () => Promise<OperatorCategory[]>;
};

const operatorRoutes: FastifyPluginAsyncZod<OperatorSettingsRoutesOptions> = async (
  app,
  { listCategories },
) => {
  const service = new OperatorService(app.settings, listCategories);

  app.get(
    apiPaths.operatorSettings,
    {
      schema: { response: { 200: okEnvelopeSchema(operatorSettingsSchema) } },
    },
    async () => ok(await service.getSettings()),
  );

  app.put(
    apiPaths.operatorMaintenance,
    {
      schema: {
        body: maintenanceSettingsSchema,
        response: { 200: okEnvelopeSchema(operatorMaintenanceSchema) },
      },
    },
    async (request) => ok(await service.setMaintenance(request.body)),
  );

  app.put(
    apiPaths.operatorRegion,
    {
      schema: {
        body: regionSettingsSchema,
        response: { 200: okEnvelopeSchema(operatorRegionSchema) },
      },
    },
    async (request) => ok(await service.setRegion(request.body)),
  );

  app.patch(
    apiPaths.operatorWhitelabel,
    {
      schema: {
        body: whitelabelFlagsSchema,
        response: { 200: okEnvelopeSchema(operatorWhitelabelSchema) },
      },
    },
    async (request) => ok(await service.patchWhitelabel(request.body)),
  );

  app.put(
    apiPaths.operatorLoginVerification,
    {
      schema: {
        body: loginVerificationSettingsSchema,
        response: { 200: okEnvelopeSchema(loginVerificationSettingsSchema) },
      },
    },
    async (request) => ok(await service.setLoginVerification(request.body)),
  );
};

export default operatorRoutes;
