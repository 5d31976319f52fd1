import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { identityPaths, isTrialType } from '@openlobby/contract';
import { warmUpPasswords } from '../member/passwords';
import type { MemberRow } from '../member/repository';
import type { SessionConfig } from './config';
import { createSession, touchSession, type CreateSessionOptions } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session helpers bound to this app's configuration. */
    sessions: {
      config: SessionConfig;
      create: (memberId: number, options: CreateSessionOptions) => ReturnType<typeof createSession>;
    };
    /** preHandler: 401 UNAUTHORIZED unless the Authorization token is live. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: like authenticate, and 403 TRIAL_NOT_ALLOWED for trial members. */
    authenticateMember: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    memberId: number | null;
    member: MemberRow | null;
    sessionToken: string | null;
  }
}

/**
 * All a session opened with the default weak or a temporary password may do until the
 * password is changed (S10): change it, read the member info, log out. Every other route
 * behind `authenticate` answers 403 PASSWORD_CHANGE_REQUIRED, so the forced change is the
 * server's rule, not only the web app's.
 */
const passwordChangeRoutes = new Set([
  `POST ${identityPaths.changePassword}`,
  `GET ${identityPaths.memberInfo}`,
  `DELETE ${identityPaths.logout}`,
]);

/** `Authorization: <token>` (the spec's form) or `Authorization: Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization?.trim();
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '');
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

export default fp<{ config: SessionConfig }>(
  async (app, { config }) => {
    app.decorateRequest('memberId', null);
    app.decorateRequest('member', null);
    app.decorateRequest('sessionToken', null);
    app.decorate('sessions', {
      config,
      create: (memberId: number, options: CreateSessionOptions) =>
        createSession(app.db, memberId, options, config),
    });
    const authenticate = async (request: FastifyRequest) => {
      const token = tokenOf(request);
      const session = token
        ? await touchSession(app.db, token, config, request.headers['user-agent'])
        : null;
      const member = session?.member;
      if (!token || !session || !member) throw new AppError('UNAUTHORIZED', 'no live session');
      if (
        session.mustChangePassword &&
        !passwordChangeRoutes.has(`${request.method} ${request.routeOptions.url}`)
      ) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', `member ${member.id}`);
      }
      request.memberId = member.id;
      request.member = member;
      request.sessionToken = token;
    };
    app.decorate('authenticate', authenticate);
    app.addHook('onReady', warmUpPasswords);
    app.decorate('authenticateMember', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.member && isTrialType(request.member.type)) {
        throw new AppError('TRIAL_NOT_ALLOWED');
      }
    });
  },
  { name: 'sessions', dependencies: ['db'] },
);
