import { z } from 'zod';
import { dialingCodeSchema, mobileNumSchema, tokenTextSchema } from './common';

export const smsNoLoginRequestSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  purpose: z.enum(['login', 'resetPassword']),
  sliderToken: tokenTextSchema,
});
export type SmsNoLoginRequest = z.infer<typeof smsNoLoginRequestSchema>;

export const smsRegisterRequestSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  sliderToken: tokenTextSchema,
});
export type SmsRegisterRequest = z.infer<typeof smsRegisterRequestSchema>;

/** The SMS countdown is 60 s × expiredMinutes (spec §4). */
export const smsSentValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsSentValue = z.infer<typeof smsSentValueSchema>;

export const countryDialingCodeSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  dialingCode: z.string(),
});
export const countryDialingCodesSchema = z.array(countryDialingCodeSchema);
export type CountryDialingCode = z.infer<typeof countryDialingCodeSchema>;

/** Limits of docs/identity-api.md "Codes". */
export const CODE_EXPIRED_MINUTES = 5;
export const CODE_MAX_GUESSES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_PER_HOUR = 5;
