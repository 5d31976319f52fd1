import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspDirectives } from './csp';

/** Security headers on every reply, the SPA's and the API's alike. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      // Defaults off so the policy is exactly the one in csp.ts (helmet's defaults would add
      // upgrade-insecure-requests, which breaks a plain-HTTP self-hosted install on a LAN).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: Object.fromEntries(Object.entries(cspDirectives).map(([k, v]) => [k, [...v]])),
      },
    });
  },
  { name: 'helmet' },
);
