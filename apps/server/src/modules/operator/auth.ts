import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { isLoopback } from '../../lib/ip-ranges';
import { tokensEqual } from '../../lib/operator-token';

/**
 * Operator calls need the token AND, unless OPERATOR_ALLOW_REMOTE, a loopback caller:
 * a leaked token alone should not let anyone on the internet switch the site off.
 * `request.ip` honours TRUST_PROXY, so a proxy on the same host does not count as local.
 */
export function operatorGuard(token: string, allowRemote: boolean) {
  return async (request: FastifyRequest) => {
    if (!allowRemote && !isLoopback(request.ip)) {
      throw new AppError('FORBIDDEN', `operator call from ${request.ip}`);
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !tokensEqual(match[1], token)) {
      throw new AppError('UNAUTHORIZED', 'missing or wrong operator token');
    }
  };
}
