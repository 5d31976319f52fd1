import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What an incoming `x-request-id` may be for us to keep it (a proxy's or a caller's id ties
 * their logs to ours): a short token of letters, digits and `._:-`. Anything else (too
 * long, spaces, control characters that could forge log lines) is replaced by our own.
 *
 * Behind deploy/haproxy.cfg the id is always the proxy's own: it replaces whatever the
 * visitor sent. An instance reached directly (`npm start` on one machine, the operator
 * command, a scraper) still keeps a sane id its caller chose, on purpose: the id only ties
 * log lines together and is echoed back; nothing decides on it (no auth, idempotency, cache
 * or limit key), and this format cannot break a log line. What a caller can do with it is
 * give two of its own requests one id, or an id that already names another request, so an
 * id found in the logs is a lead to look at, not proof of which request it was.
 */
const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: the caller's id when sane, else a fresh UUID (ADR 029). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}
