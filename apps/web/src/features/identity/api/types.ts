import type { OAuthProviderStatus } from '@openlobby/contract/identity/oauth';
import type {
  LoginChallengeValue,
  LoginVerificationMethod,
  TotpEnrolment as ContractTotpEnrolment,
} from '@openlobby/contract/identity/verification';

/*
 * Types come from the contract; the paths are repeated here because the contract's
 * oauth.ts and verification.ts also build zod schemas, which must stay out of the bundle.
 */
export type VerificationMethod = LoginVerificationMethod;
export type VerificationChallenge = LoginChallengeValue;
export type OauthProvider = OAuthProviderStatus;
export type TotpEnrolment = ContractTotpEnrolment;

export const extraPaths = {
  verification: '/wps/session/verification',
  verificationSend: '/wps/session/verification/send',
  oauthProviders: '/wps/session/oauth/providers',
  oauthStart: (provider: string) => `/wps/session/oauth/${provider}/start`,
  totp: '/wps/member/totp',
  totpConfirm: '/wps/member/totp/confirm',
  balance: '/wps/v2/wallets/balance',
} as const;

export function isVerificationChallenge(value: unknown): value is VerificationChallenge {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as VerificationChallenge).challengeId === 'string' &&
    typeof (value as VerificationChallenge).method === 'string'
  );
}
