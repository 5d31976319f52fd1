import type { PushConnection } from './connection';
import type { PushHub } from './hub';

/** The session tokens among `tokens` that are still live (identity's liveSessionTokens). */
export type LiveTokens = (tokens: string[]) => Promise<Set<string>>;

/**
 * The NOTIFY channel of migration 0037: its trigger sends a member's id when sessions of
 * that member end (every path deletes the session's row), at commit. Never a token.
 */
export const SESSION_END_CHANNEL = 'member_session_end';

/**
 * Closes those of `open` whose session is no longer live, with one look-up for their
 * distinct tokens. Both the notice below and the periodic safety net (plugin.ts) use it, so
 * a stream is judged the same way whichever notices first. Rejects when the look-up fails,
 * closing nothing: a database hiccup must not end live members' streams.
 */
export async function closeEndedSessions(
  open: readonly PushConnection[],
  liveTokens: LiveTokens,
): Promise<void> {
  if (open.length === 0) return;
  const live = await liveTokens([...new Set(open.map((c) => c.token))]);
  for (const c of open) if (!live.has(c.token)) c.close('session');
}

/**
 * Closes the streams of ended sessions as soon as the notice arrives (ADR 031), on every
 * instance: the notice names only the member, so this re-checks the tokens of that
 * member's streams held here (other sessions of the member may be live: "log out my other
 * sessions" keeps the caller's) with the same query as the periodic check, which stays as
 * the safety net for a lost notice or a failed check. Notices that arrive while a check
 * runs are checked together in the next one.
 */
export function sessionEndWatcher(
  hub: PushHub,
  liveTokens: LiveTokens,
  onError: (error: unknown) => void,
): (payload: string) => void {
  let queued = new Set<number>();
  let running = false;

  const run = async () => {
    running = true;
    try {
      while (queued.size > 0) {
        const members = [...queued];
        queued = new Set();
        try {
          await closeEndedSessions(
            members.flatMap((id) => hub.streamsOf(id)),
            liveTokens,
          );
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      running = false;
    }
  };

  return (payload) => {
    const memberId = Number(payload);
    if (!Number.isSafeInteger(memberId) || memberId <= 0) return;
    // Most members whose session ends have no stream here.
    if (hub.streamsOf(memberId).length === 0) return;
    queued.add(memberId);
    if (!running) void run();
  };
}
