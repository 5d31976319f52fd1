import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { isTrialType } from '@openlobby/contract';
import { warmUpPasswords } from '../member/passwords';
import { findMemberById, type MemberRow } from '../member/repository';
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
      const memberId = token ? await touchSession(app.db, token, config) : null;
      const member = memberId ? await findMemberById(app.db, memberId) : null;
      if (!token || !member) throw new AppError('UNAUTHORIZED', 'no live session');
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
