// The referral module's public entry (ADR 025): the plugin, and what app.ts lends identity
// (invitation codes at registration) and deposit (the first deposit's reward).
export { default } from './plugin';
export {
  ensureReferralCode,
  referralCodes,
  referralRewardKey,
  rewardFirstDeposit,
  type CreditedDeposit,
} from './service';
