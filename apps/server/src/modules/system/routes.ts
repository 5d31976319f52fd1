import {
  apiPaths,
  buildWhitelabelTree,
  domainRouteSchema,
  okEnvelopeSchema,
  permissionInfoSchema,
  whitelabelTreeSchema,
} from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { clientLocation } from './access';
import { domainRoutes, permissionInfoWriter, type SiteConfig } from './permission-info';

export type SystemRoutesOptions = SiteConfig & { countryHeader: string | undefined };

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const permissionInfoJson = permissionInfoWriter(options);
  app.get(
    apiPaths.systemStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'Permission info: system status, location, whitelabel modules, resources',
        response: { 200: okEnvelopeSchema(permissionInfoSchema) },
      },
    },
    async (request, reply) => {
      const settings = await app.settings.get();
      const body = permissionInfoJson(settings, clientLocation(request, options.countryHeader));
      // The plain reply type takes ready JSON; the schema-typed one only takes the object.
      const untyped: FastifyReply = reply;
      return untyped.type('application/json; charset=utf-8').send(body);
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

  app.get(
    apiPaths.domainRoute,
    {
      schema: {
        tags: ['system'],
        summary: "The routes of the permission info's domainRoute",
        response: { 200: okEnvelopeSchema(domainRouteSchema) },
      },
    },
    async () => ok(domainRoutes(options)),
  );
};

export default systemRoutes;
