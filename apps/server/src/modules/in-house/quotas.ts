import type { Quota } from '../../lib/quota';

/**
 * The in-house provider's limits on repeatable writes (S9, docs/limits.md). Demo sessions
 * are open to visitors, so they are counted per IP: generous for a household or a mobile
 * carrier's shared address trying games, far short of the 10,000 sessions the store keeps.
 * A member's seed rotation writes a new `fairness_seed` row each time.
 */
export const inHouseQuotas = {
  demoSessions: { name: 'demo-session', max: 120, per: 'IP', seconds: 3600 },
  seedRotations: { name: 'seed-rotation', max: 60, per: 'game session', seconds: 3600 },
} as const satisfies Record<string, Quota>;

/**
 * Live demo sessions one IP may hold in the store (the process's memory, or Redis shared
 * by every instance): its next demo replaces its own oldest, so no address can push
 * everyone else's demos out of the bounded store.
 */
export const DEMO_SESSIONS_PER_IP = 30;

/** Live demo sessions the store keeps at most, expired and then oldest dropped first. */
export const DEMO_SESSIONS_MAX = 10_000;
