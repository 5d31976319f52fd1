import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a credential: the session token the OAuth callback hands the
 * SPA (`/?token=`), a game page's game token, and the provider's one-time code and state on
 * the OAuth callback. Matched by name, case-insensitive.
 */
const SECRET_PARAMETERS = new Set(['token', 'code', 'state']);

const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced; the rest as it came. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const parts = query.split('&').map((part) => {
    const equalsAt = part.indexOf('=');
    const rawName = equalsAt < 0 ? part : part.slice(0, equalsAt);
    return SECRET_PARAMETERS.has(decodedName(rawName)) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, queryAt)}?${parts.join('&')}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}

function decodedName(rawName: string): string {
  try {
    return decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    // A malformed escape cannot hide a secret's name from us: compare it as it came.
    return rawName.toLowerCase();
  }
}

/** Fastify's own request serializer, with the URL redacted (log files outlive sessions). */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** The app's logger options with the redacting serializer; `false` stays off. */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  if (logger === true) return { serializers };
  return { ...logger, serializers: { ...logger.serializers, ...serializers } };
}
