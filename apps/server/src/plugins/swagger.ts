import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspHeaderValue } from './csp';

/**
 * OpenAPI document generated from the routes' zod schemas (the contract), at /docs/json,
 * and Swagger UI at /docs. Registered before the modules so it sees every route.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'OpenLobby API',
          description:
            'Member-site API. Every reply is an envelope: {success:true,value} or {success:false,errorCode,message}.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            operatorToken: { type: 'http', scheme: 'bearer', description: 'Operator token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI loads only external scripts, so our strict policy fits it; stating it here
      // keeps the plugin from sending its own laxer default for its static files.
      staticCSP: cspHeaderValue(),
    });
  },
  { name: 'swagger' },
);
