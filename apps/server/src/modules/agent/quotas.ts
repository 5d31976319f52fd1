import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;

/**
 * The agent centre's limits on repeatable writes (S9, docs/limits.md). Attempts count,
 * refused ones included, so a script that registers, offers or transfers in a loop meets
 * them at once while an agent's real day never does. A wrong payment password is also
 * counted by identity's `step-up:member`.
 */
export const agentQuotas = {
  registrations: { name: 'agent-register', max: 200, per: 'member', seconds: DAY },
  contractRequests: { name: 'agent-contract', max: 300, per: 'member', seconds: DAY },
  transfers: { name: 'agent-transfer', max: 100, per: 'member', seconds: DAY },
} as const satisfies Record<string, Quota>;
