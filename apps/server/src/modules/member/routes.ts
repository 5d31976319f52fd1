import {
  affiliateQuerySchema,
  affiliateValueSchema,
  errorEnvelopeSchema,
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
import { ok, requestLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { hitCounter } from '../../lib/rate-counter';
import { findAgentByAffiliateCode } from './repository';
import { memberInfo } from './info';
import { register, type RegisterKind } from './register';

export type MemberRoutesOptions = { currencySymbol: string };

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  app.get(
    identityPaths.memberInfo,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['identity'],
        summary: 'The logged-in member (T)',
        response: { 200: okEnvelopeSchema(memberInfoSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(memberInfo(request.member!, options.currencySymbol));
    },
  );

  app.get(
    identityPaths.registerSettings,
    {
      schema: {
        tags: ['identity'],
        summary: 'Registration field rules and options',
        response: { 200: okEnvelopeSchema(registerSettingsSchema), ...errors },
      },
    },
    async (_request, reply) => {
      const settings = await app.settings.get();
      reply.header('cache-control', 'no-store');
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
    const perIp = await hitCounter(app.db, { key: `register:ip:${request.ip}`, seconds: 3600 });
    if (perIp > 20) throw new AppError('RATE_LIMITED', 'registrations per IP');
    const created = await register(kind, registerRequestSchema.parse(request.body), {
      db: app.db,
      rules: settings.registerRules,
      language: requestLanguage(request),
      ip: request.ip,
      smsVerification: settings.whitelabel.REGMOBVERF3,
      mobilePassword: settings.whitelabel.MOBILENUMPASSREG3,
      defaultWeakPassword: app.sessions.config.defaultWeakPassword,
    });
    const session = await app.sessions.create(created.id, { ip: request.ip, remember: false });
    return ok(session.value);
  };
  const registerSchema = (summary: string) => ({
    config: { encrypted: true },
    schema: {
      tags: ['identity'],
      summary,
      body: registerRequestSchema,
      response: { 200: okEnvelopeSchema(loginValueSchema), ...errors },
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
        response: { 200: okEnvelopeSchema(affiliateValueSchema), ...errors },
      },
    },
    async (request) => {
      const perIp = await hitCounter(app.db, { key: `affiliate:ip:${request.ip}`, seconds: 60 });
      if (perIp > 30) throw new AppError('RATE_LIMITED', 'affiliate checks per IP');
      const agent = await findAgentByAffiliateCode(app.db, request.query.code.trim());
      return ok({ valid: agent !== null });
    },
  );
};

export default memberRoutes;
