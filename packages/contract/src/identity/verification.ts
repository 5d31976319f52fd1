import { z } from 'zod';
import { shortText, sixDigitCodeSchema, stepUpProofSchema, tokenTextSchema } from './common';

export { verificationPaths } from './paths';

/**
 * New-IP login verification (spec §4 "Unregistered IP login"; identity-api.md "Sessions")
 * and the authenticator app (TOTP) a member enrols for it.
 */

export const loginVerificationMethods = ['MOBILE', 'EMAIL', 'BANK_NAME', 'TOTP'] as const;
export type LoginVerificationMethod = (typeof loginVerificationMethods)[number];

/** When the configured method cannot apply to a member, the next that can, in this order. */
export const loginVerificationFallback = ['MOBILE', 'EMAIL', 'BANK_NAME'] as const;

/** Operator setting `loginVerification`. */
export const loginVerificationSettingsSchema = z.strictObject({
  method: z.enum(['OFF', ...loginVerificationMethods]),
  /** Members who enrolled an authenticator are asked for it whatever the method. */
  preferTotp: z.boolean(),
});
export type LoginVerificationSettings = z.infer<typeof loginVerificationSettingsSchema>;
export const defaultLoginVerification: LoginVerificationSettings = {
  method: 'MOBILE',
  preferTotp: true,
};

/** `value` of the 403 LOGIN_VERIFICATION_REQUIRED error envelope. */
export const loginChallengeValueSchema = z.object({
  challengeId: z.string(),
  method: z.enum(loginVerificationMethods),
  /** Masked (`+55 ••••••4321`, `m•••@example.com`); null for BANK_NAME and TOTP. */
  target: z.string().nullable(),
});
export type LoginChallengeValue = z.infer<typeof loginChallengeValueSchema>;

export const challengeSendRequestSchema = z.strictObject({ challengeId: tokenTextSchema });
export type ChallengeSendRequest = z.infer<typeof challengeSendRequestSchema>;

/** Sent encrypted (E). The answer is a 6-digit code, or the payee name for BANK_NAME. */
export const challengeAnswerRequestSchema = z.strictObject({
  challengeId: tokenTextSchema,
  answer: shortText(128).min(1),
});
export type ChallengeAnswerRequest = z.infer<typeof challengeAnswerRequestSchema>;

export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_WRONG_ANSWERS = 5;

export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...` for the QR code. */
  otpauthUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeRequestSchema = z.strictObject({ code: sixDigitCodeSchema });
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/**
 * `POST /wps/member/totp/confirm` (T, E): the app's current code, and the password as the
 * step-up proof (S10), so a stolen session cannot bind a thief's authenticator.
 */
export const totpConfirmRequestSchema = z.strictObject({
  code: sixDigitCodeSchema,
  proof: stepUpProofSchema,
});
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;
