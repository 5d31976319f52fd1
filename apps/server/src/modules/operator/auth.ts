import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { isLoopback } from '../../lib/ip-ranges';
import { tokensEqual } from '../../lib/operator-token';

/**
 * A call a proxy passed on: it names the visitor it came from. A direct caller (the operator
 * command, a script on an instance's own address) sends neither header; HAProxy's
 * `option forwardfor` always adds X-Forwarded-For.
 */
function forwardedByProxy(request: FastifyRequest): boolean {
  return (
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  );
}

/**
 * Operator calls need the token AND a loopback caller: a leaked token alone should not let
 * anyone on the internet switch the site off. `request.ip` honours TRUST_PROXY, so a proxy
 * on the same host does not count as local. OPERATOR_ALLOW_REMOTE admits callers on other
 * addresses (the operator command through a container's published port comes from the
 * bridge's address). A call a proxy forwarded is never admitted, whatever its addresses: the
 * proxy is the site's public side, so its deny rule for /operator/ is not the only wall
 * (without TRUST_PROXY a proxy on this host would even look like a loopback caller).
 */
export function operatorGuard(token: string, allowRemote: boolean) {
  return async (request: FastifyRequest) => {
    if (forwardedByProxy(request)) {
      throw new AppError('FORBIDDEN', `operator call forwarded by a proxy for ${request.ip}`);
    }
    if (!allowRemote && !isLoopback(request.ip)) {
      throw new AppError('FORBIDDEN', `operator call from ${request.ip}`);
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !tokensEqual(match[1], token)) {
      throw new AppError('UNAUTHORIZED', 'missing or wrong operator token');
    }
  };
}
