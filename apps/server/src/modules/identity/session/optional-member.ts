import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { tokenOf } from './plugin';

/**
 * The member behind the request's token, or null for a visitor. For pages visitors may see
 * too: a missing, expired or unknown token means "visitor", not 401, so a stale token left
 * in the browser never breaks the lobby. A live token is touched like any other call. A
 * session awaiting its forced password change is a visitor here too: it may see what
 * visitors see, but nothing of the member's (S10).
 */
export async function optionalMember(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<number | null> {
  if (!tokenOf(request)) return null;
  try {
    await app.authenticate(request);
    return request.memberId;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.errorCode === 'UNAUTHORIZED' || error.errorCode === 'PASSWORD_CHANGE_REQUIRED')
    ) {
      return null;
    }
    throw error;
  }
}
