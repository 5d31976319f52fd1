import type { Quota } from '../../lib/quota';

/**
 * Red envelopes' limit (S9, docs/limits.md). A member opens one envelope per round; a few
 * refused tries are human, a script meets this at once.
 */
export const redEnvelopeQuotas = {
  opens: { name: 'red-envelope-open', max: 60, per: 'member', seconds: 3600 },
} as const satisfies Record<string, Quota>;
