import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What an incoming `x-request-id` may be for us to keep it (a proxy's or a caller's id ties
 * their logs to ours): a short token of letters, digits and `._:-`. Anything else (too
 * long, spaces, control characters that could forge log lines) is replaced by our own.
 */
const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: the caller's id when sane, else a fresh UUID (ADR 029). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}
