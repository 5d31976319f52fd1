import {
  CODE_EXPIRED_MINUTES,
  countryDialingCodesSchema,
  fieldMessages,
  identityPaths,
  okEnvelopeSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentValueSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { requireSliderToken } from '../human-check/service';
import { findMemberByMobile } from '../member/repository';
import { codeText } from './code-texts';
import { countryDialingCodes, toE164 } from './phone';
import { issueCode, throttleSms, type CodePurpose } from './service';

export type CodeRoutesOptions = {
  /** Development only: write codes to the log. Never in production. */
  logCodes: boolean;
};

const sent = { 200: okEnvelopeSchema(smsSentValueSchema) };

const codeRoutes: FastifyPluginAsyncZod<CodeRoutesOptions> = async (app, options) => {
  async function send(purpose: CodePurpose, e164: string, request: FastifyRequest) {
    const code = await issueCode(app.db, purpose, e164);
    await app.sms.send(e164, codeText(code, requestLanguage(request)));
    if (options.logCodes) app.log.info({ to: e164, purpose }, `development SMS code ${code}`);
  }

  app.post(
    identityPaths.smsNoLogin,
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a login or reset code by SMS (same answer for unknown numbers)',
        body: smsNoLoginRequestSchema,
        response: sent,
      },
    },
    async (request) => {
      const { mobileNum, countryDialingCode, purpose, sliderToken } = request.body;
      const e164 = toE164(countryDialingCode, mobileNum);
      if (!e164) throw new AppError('FIELD_INVALID', 'bad mobile', mobileFieldValue(request));
      await requireSliderToken(app.db, sliderToken, 'sms');
      await throttleSms(app.db, purpose, e164, request.ip);
      const member = await findMemberByMobile(app.db, e164);
      if (member && member.type !== 4) await send(purpose, e164, request);
      return ok({ expiredMinutes: CODE_EXPIRED_MINUTES });
    },
  );

  app.post(
    identityPaths.smsRegister,
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a registration code by SMS',
        body: smsRegisterRequestSchema,
        response: sent,
      },
    },
    async (request) => {
      const { mobileNum, countryDialingCode, sliderToken } = request.body;
      const e164 = toE164(countryDialingCode, mobileNum);
      if (!e164) throw new AppError('FIELD_INVALID', 'bad mobile', mobileFieldValue(request));
      await requireSliderToken(app.db, sliderToken, 'sms');
      // Throttled before it answers whether the number has an account: each answer counts
      // against the number's and the address's SMS limits, sent or not, so the form's
      // "already registered" cannot be asked of a list of numbers.
      await throttleSms(app.db, 'register', e164, request.ip);
      if (await findMemberByMobile(app.db, e164)) throw new AppError('ACCOUNT_EXISTS');
      await send('register', e164, request);
      return ok({ expiredMinutes: CODE_EXPIRED_MINUTES });
    },
  );

  app.get(
    identityPaths.countryDialingCodes,
    {
      schema: {
        tags: ['identity'],
        summary: 'Countries and their dialing codes',
        response: { 200: okEnvelopeSchema(countryDialingCodesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(countryDialingCodes());
    },
  );
};

function mobileFieldValue(request: FastifyRequest) {
  return { field: 'mobileNum', message: fieldMessages.mobileInvalid[requestLanguage(request)] };
}

export default codeRoutes;
