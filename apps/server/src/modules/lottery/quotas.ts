import type { Quota } from '../../lib/quota';

/**
 * The lottery's limits on repeatable writes (S9, docs/limits.md). A slip holds up to 20
 * bets and a fast game draws every minute, so a real player places a few slips a minute at
 * most; a script meets these at once. Chases and cancels each write many rows.
 */
export const lotteryQuotas = {
  bets: { name: 'lottery-bet', max: 1_200, per: 'member', seconds: 3600 },
  chases: { name: 'lottery-chase', max: 200, per: 'member', seconds: 24 * 3600 },
  cancels: { name: 'lottery-cancel', max: 300, per: 'member', seconds: 24 * 3600 },
} as const satisfies Record<string, Quota>;
