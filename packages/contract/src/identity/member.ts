import { z } from 'zod';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from './email-address';
import {
  dialingCodeSchema,
  mobileNumSchema,
  newPasswordSchema,
  shortText,
  sixDigitCodeSchema,
  tokenTextSchema,
} from './common';
import { memberTypes } from './member-types';

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
  type: z.union(memberTypes.map((t) => z.literal(t))),
  currencySymbol: z.string(),
  /** Masked, e.g. `+55 ••••••5678`. */
  mobileNum: z.string().nullable(),
  /** Masked, e.g. `p•••@example.com`. */
  email: z.string().nullable(),
  totpEnabled: z.boolean(),
  /** The member icon's address (my account, `/wps/member/info/icon`), or null for none. */
  iconUrl: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

const field = shortText(256).optional();

/**
 * The registration user of spec §3 plus the human checks. Field contents are checked by the
 * field rules (field-rules.ts) on the server too, answering FIELD_INVALID with the message.
 */
export const registerRequestSchema = z.strictObject({
  username: field,
  password: field,
  confirmPassword: field,
  payeeName: field,
  email: field,
  qqNum: field,
  mobileNum: field,
  countryDialingCode: dialingCodeSchema.optional(),
  recommenderId: field,
  affiliateCode: field,
  referralCode: field,
  paymentPassword: field,
  line: field,
  whatsapp: field,
  facebook: field,
  wechat: field,
  idNumber: field,
  domain: field,
  captchaId: tokenTextSchema.optional(),
  captcha: shortText(16).optional(),
  verificationCode: shortText(16).optional(),
  sliderToken: tokenTextSchema.optional(),
  /** Accepts the terms and conditions. Must be true. */
  termsAccepted: z.boolean(),
  /**
   * Confirms the member is 18 or older (C6, its own box). Must be true; optional in the
   * schema only so its absence gets the field's own message, not a generic refusal.
   */
  ageConfirmed: z.boolean().optional(),
  registerUrl: shortText(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  login: z.boolean().optional(),
  firebaseChannel: shortText(16).optional(),
  firebaseIdToken: shortText(4096).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `value` of a FIELD_INVALID error: which field and the rule's message. */
export const fieldInvalidValueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldInvalidValue = z.infer<typeof fieldInvalidValueSchema>;

export const affiliateQuerySchema = z.strictObject({
  code: shortText(64),
  domain: shortText(256).optional(),
});
export const affiliateValueSchema = z.object({ valid: z.boolean() });

export const changePasswordRequestSchema = z.strictObject({
  oldPassword: shortText(128),
  newPassword: newPasswordSchema,
  confirmNewPassword: shortText(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Sent form-urlencoded (spec §7). */
export const forgotPasswordEmailRequestSchema = z.strictObject({
  username: shortText(64).min(1),
  email: shortText(EMAIL_MAX_LENGTH).regex(EMAIL_ADDRESS),
});
export type ForgotPasswordEmailRequest = z.infer<typeof forgotPasswordEmailRequestSchema>;

export const forgotPasswordPhoneRequestSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: sixDigitCodeSchema,
  newPassword: newPasswordSchema,
});
export type ForgotPasswordPhoneRequest = z.infer<typeof forgotPasswordPhoneRequestSchema>;

/** Temporary password of an e-mail reset: valid this long, then forces a change. */
export const TEMPORARY_PASSWORD_MINUTES = 30;
