// The identity module's public entry: what other modules, the seed and tests may use.
// Everything else under modules/identity/ is internal to it (docs/architecture.md).
export { default } from './plugin';
export type { IdentityOptions } from './plugin';
export { hashPassword, NO_PASSWORD } from './member/passwords';
export {
  addToAgentTree,
  findMemberById,
  insertMember,
  setMemberStatus,
  type MemberRow,
  type NewMember,
} from './member/repository';
export {
  newAffiliateCode,
  registerDownline,
  SUB_AGENT_TYPE,
  type DownlineRegistration,
  type ReferralCodes,
} from './member/register';
export { endAllSessions } from './session/session-repository';
export { liveSessionTokens, useSessionGate, type SessionGate } from './session/sessions';
export { optionalMember } from './session/optional-member';
export { confirmPassword, confirmPaymentPassword, confirmStepUp } from './session/step-up';
export { identityQuotas, LIVE_SESSIONS_PER_MEMBER } from './quotas';
export { redisCheckStore, useCheckStore } from './human-check/check-store';
