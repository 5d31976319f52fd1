import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { isLoopback } from '../lib/ip-ranges';
import { httpRequestDuration, metricsRegistry } from '../lib/metrics';
import { REQUEST_ID_HEADER } from '../lib/request-id';

export type ObservabilityOptions = {
  /** Lets a scraper read /metrics from anywhere with this bearer token (METRICS_TOKEN). */
  metricsToken: string | undefined;
};

/** A route Fastify matched, or this for a request no route took (one label, not the URL). */
const UNMATCHED = 'unmatched';

/**
 * Request ids, HTTP metrics and /metrics (ADR 029). Registered before every route so its
 * hooks reach them all, the 404 handler included:
 * - the request's id (lib/request-id.ts, bound to every log line of the request by
 *   Fastify's logger) goes back in `x-request-id` and in every error envelope's
 *   `requestId`, so a member's screenshot of an error finds its log lines;
 * - each response is timed into `openlobby_http_request_duration_seconds` under its route
 *   pattern, never the raw URL, so ids and query strings cannot multiply the series.
 */
export default fp<ObservabilityOptions>(
  async (app, { metricsToken }) => {
    // Callback hooks, not async ones: they run on every request, and P5 counts each promise.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });

    app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
      done(null, isErrorEnvelope(payload) ? { ...payload, requestId: request.id } : payload);
    });

    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, metricsToken)) throw new AppError('FORBIDDEN', 'metrics');
      return sendMetrics(reply);
    });
  },
  { name: 'observability', dependencies: ['error-handler'] },
);

async function sendMetrics(reply: FastifyReply) {
  const text = await metricsRegistry.metrics();
  return reply
    .header('content-type', metricsRegistry.contentType)
    .header('cache-control', 'no-store')
    .send(text);
}

function isErrorEnvelope(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === false &&
    typeof (payload as { errorCode?: unknown }).errorCode === 'string'
  );
}

/**
 * Loopback callers (a scraper on the same host, `curl` on the box) or the bearer token.
 * `request.ip` is the visitor's address as TRUST_PROXY resolves it, so a visitor coming
 * through the proxy is not loopback even when the proxy is.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (given !== undefined && sameSecret(given, token)) return true;
  }
  return isLoopback(request.ip);
}

function sameSecret(a: string, b: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
