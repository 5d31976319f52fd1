import {
  challengeAnswerRequestSchema,
  challengeSendRequestSchema,
  loginValueSchema,
  okEnvelopeSchema,
  smsSentValueSchema,
  totpCodeRequestSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
  verificationPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLanguage } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { findMemberById } from '../member/repository';
import { setRememberCookie } from '../session/cookies';
import type { BeforeSessionForNewIp } from '../session/new-ip';
import type { LoginVerificationService } from './service';
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment } from './totp-enrolment';

export type VerificationRoutesOptions = {
  service: LoginVerificationService;
  secureCookies: boolean;
};

/**
 * The session module's new-IP hook: asks the member's check, or lets the login through
 * when none applies. The 403 carries what the client needs to ask for the answer.
 */
export function newIpVerification(service: LoginVerificationService): BeforeSessionForNewIp {
  return async (context) => {
    const challenge = await service.challengeFor(context.member, context.ip, {
      remember: context.remember,
      mustChangePassword: context.mustChangePassword ?? false,
      checkPasswordAge: true,
    });
    if (challenge) {
      throw new AppError('LOGIN_VERIFICATION_REQUIRED', `new IP ${context.ip}`, challenge);
    }
  };
}

const tags = ['identity'];

const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { service, secureCookies },
) => {
  app.post(
    verificationPaths.send,
    {
      schema: {
        tags,
        summary: 'Send the code of a MOBILE or EMAIL new-IP challenge',
        body: challengeSendRequestSchema,
        response: { 200: okEnvelopeSchema(smsSentValueSchema) },
      },
    },
    async (request) =>
      ok(await service.send(request.body.challengeId, request.ip, requestLanguage(request))),
  );

  app.post(
    verificationPaths.answer,
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Answer a new-IP challenge and log in (E)',
        body: challengeAnswerRequestSchema,
        response: { 200: okEnvelopeSchema(loginValueSchema) },
      },
    },
    async (request, reply) => {
      const { challengeId, answer } = request.body;
      const passed = await service.answer(challengeId, answer, request.ip, (id) =>
        findMemberById(app.db, id),
      );
      // createSession records this IP as known, so the next login from here is not asked.
      const session = await app.sessions.create(passed.memberId, {
        ip: request.ip,
        ...passed.sessionOptions,
        userAgent: request.headers['user-agent'],
      });
      if (session.rememberToken) setRememberCookie(reply, session.rememberToken, secureCookies);
      return ok(session.value);
    },
  );

  app.post(
    verificationPaths.totp,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app (T)',
        response: { 200: okEnvelopeSchema(totpEnrolmentSchema) },
      },
    },
    async (request) => ok(await startTotpEnrolment(app.db, request.member!)),
  );

  app.post(
    verificationPaths.totpConfirm,
    {
      preHandler: app.authenticateMember,
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Confirm the authenticator with a current code and the password (T, E)',
        body: totpConfirmRequestSchema,
        response: { 200: okEnvelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await confirmTotpEnrolment(app.db, request.member!, request.body);
      return ok(true as const);
    },
  );

  app.delete(
    verificationPaths.totp,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: 'Remove the authenticator with a current code (T)',
        body: totpCodeRequestSchema,
        response: { 200: okEnvelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await removeTotp(app.db, request.member!, request.body.code);
      return ok(true as const);
    },
  );
};

export default verificationRoutes;
