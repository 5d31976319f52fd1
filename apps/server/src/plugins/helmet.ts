import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { cspDirectives } from './csp';

/**
 * The security headers helmet sets, computed once. Our policy has no per-request part (no
 * nonces), so helmet's answer is the same for every request; @fastify/helmet rebuilt the
 * middleware, and re-parsed the CSP, on every request (8 % of a game-list request's CPU, P5).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const middleware = helmet({
    // Defaults off so the policy is exactly the one in csp.ts (helmet's defaults would add
    // upgrade-insecure-requests, which breaks a plain-HTTP self-hosted install on a LAN).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(cspDirectives).map(([k, v]) => [k, [...v]])),
    },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middleware is synchronous; if a version ever is not, fail at start-up.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Security headers on every reply, the SPA's and the API's alike. */
export default fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
