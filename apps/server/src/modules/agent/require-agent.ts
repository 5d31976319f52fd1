import { isAgentType } from '@openlobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

/**
 * preHandler of the agent-only calls: a live member token (trial members refused as on
 * every money route, TRIAL_NOT_ALLOWED), then 403 AGENT_ONLY for members who are not
 * agents (types 1, 2, 41, 42), the same answer as the agent login gives them.
 */
export function requireAgent(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    await app.authenticateMember(request);
    if (!isAgentType(request.member!.type)) {
      throw new AppError('AGENT_ONLY', `member ${request.memberId}`);
    }
  };
}
