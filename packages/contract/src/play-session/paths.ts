/**
 * Paths and constants of the play session (issue 17, ADR 033): the reality check and the
 * figures of the member's play since login. Zod-free so the browser can import it.
 */
export const playSessionPaths = {
  /** GET (T): the session's clock, its stakes, winnings and net, and the reality check. */
  state: '/wps/play-session',
  /** PUT (T) `{ intervalMinutes }`: the member's reality-check interval; 0 turns it off. */
  realityCheck: '/wps/play-session/reality-check',
  /** POST (T): the member acknowledges a due reality check; play goes on. */
  acknowledge: '/wps/play-session/reality-check/ack',
} as const;

/** The intervals a member may choose, in minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60, 120] as const;
/**
 * One minute, offered only when the server runs with REALITY_CHECK_TEST_INTERVAL (tests and
 * the end-to-end journey), so no test waits a real quarter of an hour.
 */
export const REALITY_CHECK_TEST_INTERVAL = 1;
/** The largest interval a request may name (anything else is refused by the server's list). */
export const REALITY_CHECK_MAX_MINUTES = 120;
