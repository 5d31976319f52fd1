import type { PushHub } from './hub';

/**
 * The NOTIFY channel of migration 0037: its trigger sends a member's id when sessions of
 * that member end (every path deletes the session's row), at commit. Never a token.
 */
export const SESSION_END_CHANNEL = 'member_session_end';

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
  liveTokens: (tokens: string[]) => Promise<Set<string>>,
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
        const open = members.flatMap((id) => hub.streamsOf(id));
        if (open.length === 0) continue;
        try {
          const live = await liveTokens([...new Set(open.map((c) => c.token))]);
          for (const c of open) if (!live.has(c.token)) c.close('session');
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
