/**
 * Paths of red envelopes (issue 18, ADR 038). Zod-free so the browser can import it. The
 * spec names the screen but no call: these are ours, named in the relay's style.
 */
export const redEnvelopePaths = {
  /** The round open now (or the next one), and whether the caller may open it (T). */
  current: '/wps/relay/RedEnvelope_current',
  /** Opens the round's envelope, once per member and round (T, POST `{ roundId }`). */
  open: '/wps/relay/RedEnvelope_open',
  /** Operator API: list (GET) and schedule (POST) rounds. */
  operatorRounds: '/operator/red-envelope/rounds',
  /** Operator API: what a round paid, one line per member (`/:id/opens`). */
  operatorOpens: (id: number | string) => `/operator/red-envelope/rounds/${id}/opens`,
} as const;

/**
 * Who may open a round: anyone (`none`), a member with a paid deposit (`deposit`) or with
 * a valid bet (`valid-bet`) in the last `eligibilityDays` days.
 */
export const redEnvelopeEligibilities = ['none', 'deposit', 'valid-bet'] as const;
export type RedEnvelopeEligibility = (typeof redEnvelopeEligibilities)[number];

/** The longest look-back of an eligibility rule, in days. */
export const RED_ENVELOPE_DAYS_MAX = 90;
