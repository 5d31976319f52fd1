/**
 * Player protection (issue 17, ADR 032). Paths are ours: the spec names none. Zod-free so
 * the browser can import it; the schemas are in `schemas.ts`.
 */
export const protectionPaths = {
  /** GET: the active jurisdiction's rules a page must follow (public, no token). */
  rules: '/wps/protection/rules',
  /** GET (T): the member's limits (current, pending, used) and exclusion. */
  overview: '/wps/protection',
  /** PUT (T): set, lower, raise or remove one limit (a raise or removal waits). */
  limit: '/wps/protection/limits',
  /** POST (T): confirm a pending raise or removal once its cooling-off is over. */
  confirm: '/wps/protection/limits/confirm',
  /** POST (T): withdraw a pending raise or removal. */
  cancel: '/wps/protection/limits/cancel',
  /** POST (T, E): take a time-out or self-exclude, confirmed with the password. */
  exclusion: '/wps/protection/exclusion',
  /** Operator API: `/:account` (limits, exclusion, audit), `/:account/limits`, `/:account/exclusion`. */
  operatorPlayers: '/operator/players',
  /** Operator API: markers of harm. */
  operatorHarm: '/operator/players-harm',
  /** Operator API: the jurisdiction profile and cooling-off hours. */
  operatorJurisdiction: '/operator/protection',
} as const;
