import {
  apiPaths,
  buildWhitelabelTree,
  okEnvelopeSchema,
  permissionInfoSchema,
  whitelabelTreeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { clientLocation } from './access';
import { buildPermissionInfo, type SiteConfig } from './permission-info';

export type SystemRoutesOptions = SiteConfig & { countryHeader: string | undefined };

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    apiPaths.systemStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'Permission info: system status, location, whitelabel modules, resources',
        response: { 200: okEnvelopeSchema(permissionInfoSchema) },
      },
    },
    async (request) => {
      const settings = await app.settings.get();
      return ok(
        buildPermissionInfo(settings, clientLocation(request, options.countryHeader), options),
      );
    },
  );

  app.get(
    apiPaths.whitelabel,
    {
      schema: {
        tags: ['system'],
        summary: 'Whitelabel module tree (feature flags)',
        response: { 200: okEnvelopeSchema(whitelabelTreeSchema) },
      },
    },
    async () => {
      const settings = await app.settings.get();
      return ok(buildWhitelabelTree(settings.whitelabel));
    },
  );
};

export default systemRoutes;
