import {
  affiliateQuerySchema,
  affiliateValueSchema,
  identityPaths,
  loginValueSchema,
  memberInfoSchema,
  MINIMUM_AGE,
  okEnvelopeSchema,
  registerRequestSchema,
  registerSettingsSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { memberInfo } from './info';
import {
  isAgentCode,
  limitRegistrations,
  register,
  type ReferralCodes,
  type RegisterKind,
} from './register';

export type MemberRoutesOptions = {
  currencySymbol: string;
  /** Members' invitation codes (ADR 025), lent by app.ts. */
  referrals?: ReferralCodes | undefined;
};

const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  app.get(
    identityPaths.memberInfo,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['identity'],
        summary: 'The logged-in member (T)',
        response: { 200: okEnvelopeSchema(memberInfoSchema) },
      },
    },
    async (request) => ok(memberInfo(request.member!, options.currencySymbol)),
  );

  app.get(
    identityPaths.registerSettings,
    {
      schema: {
        tags: ['identity'],
        summary: 'Registration field rules and options',
        response: { 200: okEnvelopeSchema(registerSettingsSchema) },
      },
    },
    async () => {
      const settings = await app.settings.get();
      return ok({
        rules: settings.registerRules,
        minimumAge: MINIMUM_AGE,
        smsVerification: settings.whitelabel.REGMOBVERF3,
        mobilePassword: settings.whitelabel.MOBILENUMPASSREG3,
      });
    },
  );

  const registration = (kind: RegisterKind) => async (request: FastifyRequest) => {
    const settings = await app.settings.get();
    const flag = kind === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
    if (!settings.whitelabel[flag]) throw new AppError('FORBIDDEN', `${flag} is off`);
    await limitRegistrations(app.db, request.ip);
    const created = await register(kind, registerRequestSchema.parse(request.body), {
      db: app.db,
      referrals: options.referrals,
      rules: settings.registerRules,
      language: requestLanguage(request),
      ip: request.ip,
      smsVerification: settings.whitelabel.REGMOBVERF3,
      mobilePassword: settings.whitelabel.MOBILENUMPASSREG3,
      defaultWeakPassword: app.sessions.config.defaultWeakPassword,
    });
    const session = await app.sessions.create(created.id, {
      ip: request.ip,
      remember: false,
      userAgent: request.headers['user-agent'],
    });
    return ok(session.value);
  };
  const registerSchema = (summary: string) => ({
    config: { encrypted: true },
    schema: {
      tags: ['identity'],
      summary,
      body: registerRequestSchema,
      response: { 200: okEnvelopeSchema(loginValueSchema) },
    },
  });
  app.put(
    identityPaths.register,
    registerSchema('Register by username (E)'),
    registration('username'),
  );
  app.put(
    identityPaths.registerMobile,
    registerSchema('Register by mobile number (E)'),
    registration('mobile'),
  );

  app.get(
    identityPaths.affiliate,
    {
      schema: {
        tags: ['identity'],
        summary: 'Whether an affiliate (invitation) code belongs to an agent',
        querystring: affiliateQuerySchema,
        response: { 200: okEnvelopeSchema(affiliateValueSchema) },
      },
    },
    async (request) => {
      return ok({
        valid: await isAgentCode(app.db, request.query.code, request.ip, options.referrals),
      });
    },
  );
};

export default memberRoutes;
