import multipart from '@fastify/multipart';
import {
  accountOverviewSchema,
  accountPaths,
  AVATAR_COUNT,
  avatarChoiceSchema,
  CODE_EXPIRED_MINUTES,
  contactBindRequestSchema,
  contactCodeRequestSchema,
  avatarUrl,
  endedSessionsSchema,
  ICON_MAX_BYTES,
  iconValueSchema,
  idParamSchema,
  okEnvelopeSchema,
  paymentPasswordRequestSchema,
  profileUpdateSchema,
  REMEMBER_COOKIE,
  sessionsValueSchema,
  smsSentValueSchema,
  text,
  type IconValue,
} from '@openlobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLanguage } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { limitedBy } from '../../../lib/quota';
import { randomId } from '../../../lib/secure-random';
import { iconUrlOf } from '../member/info';
import { findMemberById } from '../member/repository';
import { identityQuotas } from '../quotas';
import { readCookie } from '../session/cookies';
import { chooseAvatar, findIconPng, replaceUploadedIcon } from './account-repository';
import { codeMailSubject, codeText } from '../codes/code-texts';
import { bindContact, contactTarget, sendContactCode } from './contact';
import { avatarSvg, reencodeIcon } from './icon-image';
import {
  accountOverview,
  endOtherSessions,
  endOwnSession,
  sessionsOf,
  setPaymentPassword,
  updateProfile,
} from './service';

const tags = ['identity'];

/** The body of an icon upload: the file (≤ 5 MB) and the multipart framing around it. */
const ICON_BODY_LIMIT = ICON_MAX_BYTES + 64 * 1024;

/**
 * My account (securityCenter, spec §2; identity-api.md "My account"): the profile under the
 * operator's field rules, the member icon (`/wps/member/info/icon`, spec §7), the payment
 * password, and the live sessions and recent logins. Multipart is registered in this
 * plugin's scope only (the icon upload), like the feedback's.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const member = app.authenticateMember;
  const fresh = async (request: FastifyRequest) =>
    (await findMemberById(app.db, request.memberId!))!;

  const overview = async (request: FastifyRequest) =>
    ok(accountOverview(await fresh(request), (await app.settings.get()).profileRules));
  const overviewReply = { 200: okEnvelopeSchema(accountOverviewSchema) };

  app.get(
    accountPaths.overview,
    {
      preHandler: member,
      schema: { tags, summary: 'My account: profile, icon, contacts (T)', response: overviewReply },
    },
    overview,
  );

  app.put(
    accountPaths.profile,
    {
      preHandler: [member, limitedBy(identityQuotas.profileUpdates, (r) => r.memberId!)],
      schema: {
        tags,
        summary: 'Change profile fields under the operator’s rules (T)',
        description:
          'A field the operator has off → 400 VALIDATION_FAILED; a locked one (full name and ' +
          'birthday once set) → 409 PROFILE_FIELD_LOCKED; a value its rule refuses (a ' +
          'birthday under 21 included) → 400 FIELD_INVALID with {field, message}. Nothing ' +
          'changes on any refusal.',
        body: profileUpdateSchema,
        response: overviewReply,
      },
    },
    async (request) => {
      const rules = (await app.settings.get()).profileRules;
      await updateProfile(app.db, request.member!, request.body, rules, requestLanguage(request));
      return overview(request);
    },
  );

  const iconValue = (icon: string | null): IconValue => ({
    iconUrl: iconUrlOf(icon),
    avatars: Array.from({ length: AVATAR_COUNT }, (_, i) => ({ n: i + 1, url: avatarUrl(i + 1) })),
  });
  const iconReply = { 200: okEnvelopeSchema(iconValueSchema) };
  const iconQuota = limitedBy(identityQuotas.iconChanges, (r) => r.memberId!);

  app.get(
    accountPaths.icon,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The member icon and the avatars to pick (T)', response: iconReply },
    },
    async (request) => ok(iconValue(request.member!.icon)),
  );

  app.put(
    accountPaths.icon,
    {
      preHandler: [member, iconQuota],
      schema: {
        tags,
        summary: 'Pick a generated avatar as the member icon (T)',
        body: avatarChoiceSchema,
        response: iconReply,
      },
    },
    async (request) => {
      const icon = `avatar:${request.body.avatar}`;
      await chooseAvatar(app.db, request.memberId!, icon);
      return ok(iconValue(icon));
    },
  );

  app.post(
    accountPaths.icon,
    {
      bodyLimit: ICON_BODY_LIMIT,
      preHandler: [member, iconQuota],
      schema: {
        tags,
        summary: 'Upload the member icon (T): multipart `icon`, PNG or JPEG ≤ 5 MB',
        description:
          'The type is read from the bytes (the name and declared type are ignored), the ' +
          'declared size must be at most 4096 × 4096, and the picture is decoded and stored ' +
          'as the server’s own 256 × 256 PNG. Not an image → 400 ICON_NOT_IMAGE; too big → ' +
          '413 ICON_TOO_LARGE. A refused upload changes nothing.',
        consumes: ['multipart/form-data'],
        response: iconReply,
      },
    },
    async (request) => {
      const png = await reencodeIcon(await readIconFile(request));
      const key = randomId(16);
      await replaceUploadedIcon(app.db, request.memberId!, key, png);
      return ok(iconValue(`upload:${key}`));
    },
  );

  const image = (reply: FastifyReply, type: string, body: string | Buffer) =>
    reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);

  app.get(
    accountPaths.avatar,
    {
      schema: {
        tags,
        summary: 'A generated avatar (SVG)',
        params: z.strictObject({ n: idParamSchema }),
      },
    },
    async (request, reply) => {
      const svg = avatarSvg(request.params.n);
      if (!svg) throw new AppError('NOT_FOUND', `avatar ${request.params.n}`);
      return image(reply, 'image/svg+xml', svg);
    },
  );

  app.get(
    accountPaths.iconImage,
    {
      schema: {
        tags,
        summary: 'An uploaded member icon by its random key (PNG)',
        params: z.strictObject({ key: text(64).regex(/^[A-Za-z0-9_-]{22}$/) }),
      },
    },
    async (request, reply) => {
      const png = await findIconPng(app.db, request.params.key);
      if (!png) throw new AppError('NOT_FOUND', 'icon');
      return image(reply, 'image/png', png);
    },
  );

  app.put(
    accountPaths.paymentPassword,
    {
      preHandler: [member, limitedBy(identityQuotas.paymentPasswordChanges, (r) => r.memberId!)],
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          'Set (with the login password) or change (with the old one) the payment password (T, E)',
        body: paymentPasswordRequestSchema,
        response: overviewReply,
      },
    },
    async (request) => {
      const rule = (await app.settings.get()).registerRules.paymentPassword;
      await setPaymentPassword(
        app.db,
        request.member!,
        request.body,
        rule,
        requestLanguage(request),
      );
      return overview(request);
    },
  );

  const emailRule = async () => (await app.settings.get()).registerRules.email;

  app.post(
    accountPaths.contactCode,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Send a code to the new phone number (SMS) or e-mail address (T)',
        description:
          'Under the limits of every code (429 SMS_TOO_MANY_REQUESTS). A number another ' +
          'account holds → 409 ACCOUNT_EXISTS; the member’s own → 400 VALIDATION_FAILED.',
        body: contactCodeRequestSchema,
        response: { 200: okEnvelopeSchema(smsSentValueSchema) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const contact = contactTarget(request.body, await emailRule(), language);
      await sendContactCode(app.db, request.member!, contact, request.ip, (to, code) =>
        contact.column === 'mobile'
          ? app.sms.send(to, codeText(code, language))
          : app.mail.send({
              to,
              subject: codeMailSubject('contact', language),
              body: codeText(code, language),
            }),
      );
      return ok({ expiredMinutes: CODE_EXPIRED_MINUTES });
    },
  );

  app.put(
    accountPaths.contact,
    {
      preHandler: member,
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Bind or change the phone or e-mail with its code and a step-up proof (T, E)',
        description:
          'A wrong proof → 400 STEP_UP_FAILED (limited like every step-up); a wrong code → ' +
          '400 CODE_INVALID (5 guesses a code). Nothing changes on any refusal.',
        body: contactBindRequestSchema,
        response: overviewReply,
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const contact = contactTarget(request.body, await emailRule(), language);
      await bindContact(app.db, request.member!, contact, request.body);
      return overview(request);
    },
  );

  const idleSeconds = () => Math.round(app.sessions.config.idleMinutes * 60);
  const sessionsReply = { 200: okEnvelopeSchema(sessionsValueSchema) };
  const sessions = async (request: FastifyRequest) =>
    ok(await sessionsOf(app.db, request.memberId!, request.sessionToken!, idleSeconds()));

  app.get(
    accountPaths.sessions,
    {
      preHandler: member,
      schema: { tags, summary: 'Live sessions and recent logins (T)', response: sessionsReply },
    },
    sessions,
  );

  app.delete(
    accountPaths.sessions,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Log out my other sessions (T)',
        response: { 200: okEnvelopeSchema(endedSessionsSchema) },
      },
    },
    async (request) => {
      const cookie = readCookie(request, REMEMBER_COOKIE) ?? null;
      const ended = await endOtherSessions(
        app.db,
        request.memberId!,
        request.sessionToken!,
        cookie,
      );
      return ok({ ended });
    },
  );

  app.delete(
    accountPaths.session,
    {
      preHandler: member,
      schema: {
        tags,
        summary: 'Log out one of my sessions (T); another member’s → 404 SESSION_NOT_FOUND',
        params: z.strictObject({ id: idParamSchema }),
        response: sessionsReply,
      },
    },
    async (request) => {
      await endOwnSession(app.db, request.memberId!, request.params.id);
      return sessions(request);
    },
  );
};

/** The one `icon` file of the form, whole in memory (≤ 5 MB); the multipart limits' errors
 * become the icon's clear refusals. */
async function readIconFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'not multipart');
  let data: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: ICON_MAX_BYTES, fields: 0, parts: 1, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'icon') {
        throw new AppError('VALIDATION_FAILED', `part ${part.fieldname}`);
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ICON_TOO_LARGE', 'over 5 MB');
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw new AppError('VALIDATION_FAILED', String((error as Error).message));
    }
    throw error;
  }
  if (!data || data.length === 0) throw new AppError('ICON_NOT_IMAGE', 'no file');
  return data;
}

export default accountRoutes;
