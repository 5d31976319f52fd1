import {
  changePasswordRequestSchema,
  checkField,
  forgotPasswordEmailRequestSchema,
  forgotPasswordPhoneRequestSchema,
  identityPaths,
  loginValueSchema,
  okEnvelopeSchema,
  TEMPORARY_PASSWORD_MINUTES,
  type Language,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLanguage } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { limitedBy } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { invalidCredentials, underLoginLimits } from '../session/login-limits';
import { endAllSessions } from '../session/session-repository';
import { requireCode } from '../codes/service';
import { toE164 } from '../codes/phone';
import {
  checkMemberPassword,
  limitPasswordResets,
  refuseWeakPassword,
  setPassword,
  setTemporaryPassword,
  temporaryPassword,
} from './member-password';
import { hashPassword } from './passwords';
import { findMemberByAccount, findMemberByMobile } from './repository';

const loginReply = { 200: okEnvelopeSchema(loginValueSchema) };

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's forgot-password call is form-urlencoded; no plugin needed for flat fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** A new password must pass the registration password rule and not be common. */
  async function acceptableNewPassword(password: string, language: Language) {
    const rule = (await app.settings.get()).registerRules.password;
    const message = checkField('password', { ...rule, enabled: true, required: true }, password, {
      language,
    });
    if (message) {
      throw new AppError('FIELD_INVALID', message, { field: 'newPassword', message });
    }
    await refuseWeakPassword(password, app.sessions.config.defaultWeakPassword);
  }

  app.post(
    identityPaths.changePassword,
    {
      // Each change hashes with Argon2id and ends every other session: bounded (S9).
      preHandler: [
        app.authenticateMember,
        limitedBy(identityQuotas.passwordChanges, (request) => request.memberId!),
      ],
      config: { encrypted: true },
      schema: {
        tags: ['identity'],
        summary: 'Change the password (T, E); every other session ends',
        body: changePasswordRequestSchema,
        response: loginReply,
      },
    },
    async (request) => {
      const member = request.member!;
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      if (newPassword !== confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
      await acceptableNewPassword(newPassword, requestLanguage(request));
      await underLoginLimits(app.db, member.account, request.ip, async () => {
        if (!(await checkMemberPassword(member, oldPassword)).ok) throw invalidCredentials();
      });
      await setPassword(app.db, member.id, newPassword);
      await endAllSessions(app.db, member.id);
      const session = await app.sessions.create(member.id, { ip: request.ip, remember: false });
      return ok(session.value);
    },
  );

  app.post(
    identityPaths.forgotPasswordEmail,
    {
      schema: {
        tags: ['identity'],
        summary: 'Mail a temporary password (true whether or not username and e-mail match)',
        body: forgotPasswordEmailRequestSchema,
        response: { 200: okEnvelopeSchema(z.literal(true)) },
      },
    },
    async (request) => {
      const { username, email } = request.body;
      await limitPasswordResets(app.db, request.ip, username);
      const member = await findMemberByAccount(app.db, username);
      const matches =
        member !== null &&
        member.type !== 4 &&
        member.email !== null &&
        member.email.toLowerCase() === email.trim().toLowerCase();
      const password = temporaryPassword();
      if (!matches) {
        // Same work as a match, so the timing tells nothing either.
        await hashPassword(password);
        return ok(true as const);
      }
      await setTemporaryPassword(app.db, member.id, password);
      const en = requestLanguage(request) === 'en';
      await app.mail.send({
        to: member.email!,
        subject: en ? 'Your temporary password' : 'Sua senha temporária',
        body: en
          ? `Your temporary password is ${password}. It is valid for ${TEMPORARY_PASSWORD_MINUTES} minutes; you will choose a new password when you log in.`
          : `Sua senha temporária é ${password}. Ela vale por ${TEMPORARY_PASSWORD_MINUTES} minutos; você escolherá uma nova senha ao entrar.`,
      });
      return ok(true as const);
    },
  );

  app.post(
    identityPaths.forgotPasswordPhone,
    {
      config: { encrypted: true },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with an SMS code, then log in (E)',
        body: forgotPasswordPhoneRequestSchema,
        response: loginReply,
      },
    },
    async (request) => {
      if (!(await app.settings.get()).whitelabel.CHNGPASSVERIF3) {
        throw new AppError('FORBIDDEN', 'CHNGPASSVERIF3 is off');
      }
      const { mobileNum, countryDialingCode, verificationCode, newPassword } = request.body;
      const e164 = toE164(countryDialingCode, mobileNum);
      if (!e164) throw new AppError('CODE_INVALID', 'bad mobile');
      await acceptableNewPassword(newPassword, requestLanguage(request));
      await requireCode(app.db, 'resetPassword', e164, verificationCode);
      const member = await findMemberByMobile(app.db, e164);
      if (!member) throw new AppError('CODE_INVALID', 'no member for a valid code');
      await setPassword(app.db, member.id, newPassword);
      await endAllSessions(app.db, member.id);
      const session = await app.sessions.create(member.id, { ip: request.ip, remember: false });
      return ok(session.value);
    },
  );
};

export default passwordRoutes;
