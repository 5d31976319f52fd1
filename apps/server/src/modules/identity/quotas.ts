import type { Quota } from '../../lib/quota';

const MINUTE = 60;
const HOUR = 3600;

/**
 * The identity module's limits on repeatable writes and guesses (S9, docs/limits.md,
 * docs/identity-api.md "Limits"). Names are the counters' key prefixes. Codes are counted
 * per phone number or e-mail address they go to, so no one can flood a stranger's phone,
 * and per IP; the day's cap per number stops a slow drip of the hourly five.
 */
export const identityQuotas = {
  loginFailuresPerAccount: {
    name: 'login-fail:acct',
    max: 5,
    per: 'account',
    seconds: 15 * MINUTE,
  },
  loginFailuresPerIp: { name: 'login-fail:ip', max: 20, per: 'IP', seconds: 15 * MINUTE },
  freePlayAccounts: { name: 'freeplay:ip', max: 10, per: 'IP', seconds: HOUR },
  registrations: { name: 'register:ip', max: 20, per: 'IP', seconds: HOUR },
  affiliateChecks: { name: 'affiliate:ip', max: 30, per: 'IP', seconds: MINUTE },
  passwordResetsPerIp: { name: 'forgot:ip', max: 10, per: 'IP', seconds: HOUR },
  passwordResetsPerAccount: { name: 'forgot:acct', max: 3, per: 'account', seconds: HOUR },
  passwordChanges: { name: 'password-change', max: 10, per: 'member', seconds: HOUR },
  /** Authenticator codes, wherever one is checked: enrolment, removal, new-IP logins. */
  totpGuesses: { name: 'totp', max: 5, per: 'member', seconds: 15 * MINUTE },
  /** Payee names answered to new-IP login checks (wrong ones: given back when right). */
  payeeNameGuesses: { name: 'payee-name', max: 5, per: 'member', seconds: 15 * MINUTE },
  /** Step-up proofs (S10): taken as they start, given back when right, so wrong ones count. */
  stepUpProofs: { name: 'step-up:member', max: 10, per: 'member', seconds: 15 * MINUTE },
  captchas: { name: 'captcha:ip', max: 1, per: 'IP', seconds: 1 },
  sliderPuzzles: { name: 'slider:ip', max: 60, per: 'IP', seconds: MINUTE },
  /** Wrong slider answers (taken as they come, given back when right); an address shared by many (a carrier's NAT) still has room. */
  sliderMisses: { name: 'slider-miss:ip', max: 30, per: 'IP', seconds: 10 * MINUTE },
  /** The resend countdown: one per purpose (register, login, reset…) and destination. */
  codeResend: { name: 'sms:1m', max: 1, per: 'phone or e-mail', seconds: MINUTE },
  codesPerHour: { name: 'sms:1h', max: 5, per: 'phone or e-mail', seconds: HOUR },
  codesPerDay: { name: 'sms:1d', max: 10, per: 'phone or e-mail', seconds: 24 * HOUR },
  codesPerIp: { name: 'sms:ip', max: 20, per: 'IP', seconds: HOUR },
  /** My account (issue 15). */
  profileUpdates: { name: 'profile-update', max: 30, per: 'member', seconds: HOUR },
  iconChanges: { name: 'icon-change', max: 30, per: 'member', seconds: 24 * HOUR },
  paymentPasswordChanges: { name: 'payment-password', max: 10, per: 'member', seconds: HOUR },
} as const satisfies Record<string, Quota>;

/**
 * Live sessions (and remember-me tokens) one member keeps: a new login past this ends the
 * oldest, so logging in over and over with the right password cannot grow the tables.
 */
export const LIVE_SESSIONS_PER_MEMBER = 20;
