import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PushChannel } from '../lib/push/push-channel';
import { readToken } from '../lib/session';
import { usePushStore } from '../stores/push-store';
import { useSessionStore } from '../stores/session-store';

/**
 * The push channel of a logged-in tab (spec §4 "socket-event parts appear only when logged
 * in"): mounted beside the status gate so a maintenance page still hears the event that
 * ends it. The member's tabs in this browser share one stream (ADR 031, "One stream per
 * browser"), so it starts once the member is known. Renders nothing.
 */
export function PushEvents() {
  const queryClient = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const memberId = useSessionStore((s) => s.member?.id);
  const setConnected = usePushStore((s) => s.setConnected);
  useEffect(() => {
    if (!isLogin || memberId === undefined) return;
    // The channel loads with the first login: a visitor's first load has none of it (P1).
    let channel: PushChannel | null = null;
    let stopped = false;
    void Promise.all([import('../lib/push/push-channel'), import('./push-refresh')]).then(
      ([{ startPushChannel }, { applyPushEvent, recheckSession, rereadPushed }]) => {
        if (stopped) return;
        channel = startPushChannel({
          key: String(memberId),
          token: readToken,
          onEvent: (event) => applyPushEvent(queryClient, event),
          onReady: (reread) => {
            if (reread) rereadPushed(queryClient);
          },
          onConnected: setConnected,
          onSessionEnded: () => recheckSession(queryClient),
        });
      },
    );
    return () => {
      stopped = true;
      channel?.stop();
    };
  }, [isLogin, memberId, queryClient, setConnected]);
  return null;
}
