import type { OAuthProviderStatus } from '@openlobby/contract/identity/oauth';
import type {
  LoginChallengeValue,
  LoginVerificationMethod,
  TotpEnrolment as ContractTotpEnrolment,
} from '@openlobby/contract/identity/verification';

/* Types come from the contract (type-only imports keep zod out of the bundle). */
export type VerificationMethod = LoginVerificationMethod;
export type VerificationChallenge = LoginChallengeValue;
export type OauthProvider = OAuthProviderStatus;
export type TotpEnrolment = ContractTotpEnrolment;
export type MobileNumber = { mobileNum: string; countryDialingCode: string };

export function isVerificationChallenge(value: unknown): value is VerificationChallenge {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as VerificationChallenge).challengeId === 'string' &&
    typeof (value as VerificationChallenge).method === 'string'
  );
}
