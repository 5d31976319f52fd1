import { z } from 'zod';
import { text } from '../input';
import { AVATAR_COUNT } from './account-paths';
import {
  dialingCodeSchema,
  mobileNumSchema,
  sixDigitCodeSchema,
  stepUpProofSchema,
} from './common';
import { EMAIL_MAX_LENGTH } from './email-address';
import { fieldRuleSchema } from './register-settings';
import { profileFields, type ProfileField, type ProfileRules } from './profile-rules';

export * from './account-paths';

export const profileRuleSchema = fieldRuleSchema.extend({
  editable: z.boolean(),
  lockedOnceSet: z.boolean(),
});

export const profileRulesSchema = z.object(
  Object.fromEntries(profileFields.map((f) => [f, profileRuleSchema])) as Record<
    ProfileField,
    typeof profileRuleSchema
  >,
) as unknown as z.ZodType<ProfileRules>;

/** One field of the profile as my account shows it. */
export const profileEntrySchema = z.object({
  field: z.enum(profileFields),
  value: z.string().nullable(),
  rule: profileRuleSchema,
  /** Shown read-only: set and locked (KYC), or not editable by the operator's rule. */
  locked: z.boolean(),
});
export type ProfileEntry = z.infer<typeof profileEntrySchema>;

/** `GET /wps/member/account` (T): what my account shows. */
export const accountOverviewSchema = z.object({
  account: z.string(),
  /** The operator's enabled fields only, in profileFields order. */
  profile: z.array(profileEntrySchema),
  iconUrl: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** Masked like the member info's. */
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  totpEnabled: z.boolean(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/**
 * `PUT /wps/member/account/profile` (T): the fields to change; an empty string clears an
 * optional one. Contents are checked by the profile rules (FIELD_INVALID with the message).
 */
export const profileUpdateSchema = z.strictObject(
  Object.fromEntries(profileFields.map((f) => [f, text(256).optional()])) as Record<
    ProfileField,
    z.ZodOptional<ReturnType<typeof text>>
  >,
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `GET /wps/member/info/icon`: the member's icon and the avatars to pick from. */
export const iconValueSchema = z.object({
  iconUrl: z.string().nullable(),
  avatars: z.array(z.object({ n: z.number().int(), url: z.string() })),
});
export type IconValue = z.infer<typeof iconValueSchema>;

export const avatarChoiceSchema = z.strictObject({
  avatar: z.number().int().min(1).max(AVATAR_COUNT),
});
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

/**
 * `PUT /wps/member/account/payment-password` (T, E): the first time with the login
 * password (or the authenticator's code) as `proof`; a change with the old one.
 */
export const paymentPasswordRequestSchema = z.strictObject({
  proof: text(128, { min: 1 }).optional(),
  oldPaymentPassword: text(32, { min: 1 }).optional(),
  newPaymentPassword: text(32),
  confirmPaymentPassword: text(32),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;

export const memberSessionSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberLoginSchema = z.object({
  at: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
});
export type MemberLogin = z.infer<typeof memberLoginSchema>;

/** `GET /wps/member/account/sessions` (T): live sessions, newest first, and recent logins. */
export const sessionsValueSchema = z.object({
  sessions: z.array(memberSessionSchema),
  logins: z.array(memberLoginSchema),
});
export type SessionsValue = z.infer<typeof sessionsValueSchema>;

/** `DELETE /wps/member/account/sessions`: how many other sessions ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** `PATCH /operator/profile-rules`: show, require or let members edit one profile field. */
export const operatorProfileRulePatchSchema = z.strictObject({
  field: z.enum(profileFields),
  enabled: z.boolean().optional(),
  required: z.boolean().optional(),
  editable: z.boolean().optional(),
});
export type OperatorProfileRulePatch = z.infer<typeof operatorProfileRulePatchSchema>;

const newContact = [
  z.strictObject({
    channel: z.literal('mobile'),
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumSchema,
  }),
  z.strictObject({ channel: z.literal('email'), email: text(EMAIL_MAX_LENGTH, { min: 1 }) }),
] as const;

/** `POST /wps/member/account/contact/code` (T): a code to the new number or address. */
export const contactCodeRequestSchema = z.discriminatedUnion('channel', newContact);
export type ContactCodeRequest = z.infer<typeof contactCodeRequestSchema>;

/**
 * `PUT /wps/member/account/contact` (T, E): bind or change the phone or e-mail with the code
 * sent to it and a step-up `proof` (the login password or the authenticator's code, S10).
 */
export const contactBindRequestSchema = z.discriminatedUnion('channel', [
  newContact[0].extend({ code: sixDigitCodeSchema, proof: stepUpProofSchema }),
  newContact[1].extend({ code: sixDigitCodeSchema, proof: stepUpProofSchema }),
]);
export type ContactBindRequest = z.infer<typeof contactBindRequestSchema>;
