import {
  freePlayRequestSchema,
  identityPaths,
  loginRequestSchema,
  loginValueSchema,
  okEnvelopeSchema,
  REMEMBER_COOKIE,
  rememberedLoginRequestSchema,
} from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { clearRememberCookie, readCookie, setRememberCookie } from './cookies';
import { freePlay, passwordLogin, rememberedLogin, smsLogin, type LoginDeps } from './login';
import type { BeforeSessionForNewIp } from './new-ip';
import { dropRememberToken, endSession, type CreatedSession } from './sessions';

export type SessionRoutesOptions = {
  secureCookies: boolean;
  beforeSessionForNewIp: BeforeSessionForNewIp;
};

const loginReply = { 200: okEnvelopeSchema(loginValueSchema) };

const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): LoginDeps => ({
    db: app.db,
    config: app.sessions.config,
    beforeSessionForNewIp: options.beforeSessionForNewIp,
    userAgent: request.headers['user-agent'],
  });
  const answer = (reply: FastifyReply, session: CreatedSession) => {
    if (session.rememberToken)
      setRememberCookie(reply, session.rememberToken, options.secureCookies);
    return ok(session.value);
  };

  app.post(
    identityPaths.login,
    {
      config: { encrypted: true },
      schema: {
        tags: ['identity'],
        summary: 'Log in by username and password, or by mobile number and SMS code (E)',
        body: loginRequestSchema,
        response: loginReply,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const flags = (await app.settings.get()).whitelabel;
      if (body.type === 'sms' && !flags.MOBILEVERCODELOGIN3) {
        throw new AppError('FORBIDDEN', 'MOBILEVERCODELOGIN3 is off');
      }
      const session =
        body.type === 'username'
          ? await passwordLogin(deps(request), body, request.ip)
          : await smsLogin(deps(request), body, request.ip);
      return answer(reply, session);
    },
  );

  app.post(
    identityPaths.loginRemembered,
    {
      schema: {
        tags: ['identity'],
        summary: 'Log in with the HttpOnly remember-me cookie',
        body: rememberedLoginRequestSchema,
        response: loginReply,
      },
    },
    async (request, reply) => {
      const cookie = readCookie(request, REMEMBER_COOKIE);
      try {
        return answer(
          reply,
          await rememberedLogin(deps(request), request.body.username, cookie, request.ip),
        );
      } catch (error) {
        clearRememberCookie(reply, options.secureCookies);
        throw error;
      }
    },
  );

  app.post(
    identityPaths.loginFreePlay,
    {
      schema: {
        tags: ['identity'],
        summary: 'Free play: a new trial member (type 4) and its session',
        body: freePlayRequestSchema,
        response: loginReply,
      },
    },
    async (request, reply) => {
      if (!(await app.settings.get()).whitelabel.FREEPLAY3) {
        throw new AppError('FORBIDDEN', 'FREEPLAY3 is off');
      }
      return answer(reply, await freePlay(deps(request), request.ip));
    },
  );

  app.delete(
    identityPaths.logout,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['identity'],
        summary: 'End this session (T)',
        response: { 200: okEnvelopeSchema(z.literal(true)) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.db, request.sessionToken);
      const cookie = readCookie(request, REMEMBER_COOKIE);
      if (cookie) await dropRememberToken(app.db, cookie);
      clearRememberCookie(reply, options.secureCookies);
      return ok(true as const);
    },
  );
};

export default sessionRoutes;
