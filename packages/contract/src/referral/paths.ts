/**
 * Paths of the member centre's referral view (spec §2 "referral (invite friends)", ADR 025).
 * Zod-free so the browser can import it. The spec names no call; these are ours.
 */
export const referralPaths = {
  /** GET (T): the caller's invitation code, link, counts and the operator's reward rules. */
  info: '/wps/member/referral',
  /** GET (T): the caller's invitees, masked, newest first (`?page=1`). */
  invitees: '/wps/member/referral/invitees',
  /** Operator: the reward rules (GET, PUT). */
  operatorRules: '/operator/referral-rules',
} as const;

/** Where an invitation code leads (spec §2 route table: `/register?referralCode=`). */
export const referralLinkPath = (code: string) =>
  `/register?referralCode=${encodeURIComponent(code)}`;

/** Idempotency-key prefix of referral rewards; bonusDetails derives the source from it. */
export const REFERRAL_KEY_PREFIX = 'referral:';

export const REFERRAL_PAGE_SIZE = 20;
