/**
 * The push channel (ADR 031): a logged-in member's stream of server-sent events over
 * `fetch`, so the session token travels in the Authorization header like every other call
 * and never in a URL. Zod-free: the web app's shell imports it.
 */
export const pushPaths = {
  /**
   * GET (T): `text/event-stream`. `Last-Event-ID` (header) resumes from the last message's
   * `id:`, a cursor to send back as it came (not always a number, not an event id): every
   * missed event of the member and every broadcast is replayed from the database, once and
   * in order, then live ones follow. A `: ping` comment every heartbeat.
   */
  events: '/wps/push/events',
} as const;

/** What an event tells the web app to refresh (the `event:` field of each message). */
export const pushEventKinds = ['balance', 'message', 'contract', 'status', 'popup'] as const;
export type PushEventKind = (typeof pushEventKinds)[number];

/** One event as the stream's `data:` field carries it (JSON); `id` is the event's own. */
export type PushEvent = {
  id: number;
  kind: PushEventKind;
  /** balance: `{ balance }` in minor units; the others name what changed. */
  payload: Record<string, unknown>;
};

/** The event name the server sends when it closes a stream for a reason the client acts on. */
export const pushCloseEvent = 'close';
/** Why a stream was closed: the session ended, a newer connection took its place, it fell behind. */
export const pushCloseReasons = ['session', 'replaced', 'slow'] as const;
export type PushCloseReason = (typeof pushCloseReasons)[number];
