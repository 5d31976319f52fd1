import type { FastifyInstance } from 'fastify';

/**
 * One HTTP exchange with a peer that takes signed JSON POSTs (the seamless wallet, a
 * payment gateway's webhook): the raw body and headers out, the status and JSON back.
 */
export type PostTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/**
 * In-process HTTP through Fastify's `inject`: the request runs the receiver's whole
 * pipeline (routing, raw-body signature check, schema validation, error envelope) with the
 * bytes a remote party would send, without a socket or a public address to reach.
 */
export function injectTransport(app: FastifyInstance): PostTransport {
  return async (path, rawBody, headers) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
    return { status: res.statusCode, body: res.json() };
  };
}

/** Real HTTP to a peer at `baseUrl`, as a party in another data centre calls it. */
export function fetchTransport(baseUrl: string, timeoutMs = 5_000): PostTransport {
  return async (path, rawBody, headers) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.json() };
  };
}
