import { z } from 'zod';
import {
  dialingCodeSchema,
  loginPasswordSchema,
  mobileNumSchema,
  shortText,
  sixDigitCodeSchema,
  tokenTextSchema,
} from './common';

/** Reply of every call that signs a member in (docs/identity-api.md "Sessions"). */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Default weak password, or a temporary one from an e-mail reset. */
  mustChangePassword: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const usernameLoginSchema = z.strictObject({
  type: z.literal('username'),
  username: shortText(64).min(1),
  password: loginPasswordSchema,
  remember: z.boolean().default(false),
  captchaId: tokenTextSchema.optional(),
  captcha: shortText(16).optional(),
  sliderToken: tokenTextSchema,
  /** The agent centre's login (/agentHome): refused with AGENT_ONLY for non-agents. */
  agentLogin: z.boolean().optional(),
});

/** SMS login: the mobile number travels as `username`, the code as `password` (spec §3). */
export const smsLoginSchema = z.strictObject({
  type: z.literal('sms'),
  username: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  password: sixDigitCodeSchema,
  remember: z.boolean().default(false),
  sliderToken: tokenTextSchema,
  agentLogin: z.boolean().optional(),
});

export const loginRequestSchema = z.discriminatedUnion('type', [
  usernameLoginSchema,
  smsLoginSchema,
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Failure details a login reply may carry in the error envelope's `value`. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

export const rememberedLoginRequestSchema = z.strictObject({
  username: shortText(64).min(1),
});
export type RememberedLoginRequest = z.infer<typeof rememberedLoginRequestSchema>;

/** Free play takes no fields (os/platform of the spec are accepted and ignored). */
export const freePlayRequestSchema = z
  .strictObject({ os: shortText(32).optional(), platform: shortText(8).optional() })
  .nullish();
