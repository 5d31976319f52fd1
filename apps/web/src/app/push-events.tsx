import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PushClient } from '../lib/push/push-client';
import { readToken } from '../lib/session';
import { usePushStore } from '../stores/push-store';
import { useSessionStore } from '../stores/session-store';

/**
 * The push channel of a logged-in tab (spec §4 "socket-event parts appear only when logged
 * in"): mounted beside the status gate so a maintenance page still hears the event that
 * ends it. Renders nothing.
 */
export function PushEvents() {
  const queryClient = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const setConnected = usePushStore((s) => s.setConnected);
  useEffect(() => {
    if (!isLogin) return;
    // The client loads with the first login: a visitor's first load has none of it (P1).
    let client: PushClient | null = null;
    let stopped = false;
    void Promise.all([import('../lib/push/push-client'), import('./push-refresh')]).then(
      ([{ PushClient }, { applyPushEvent, recheckSession, rereadPushed }]) => {
        if (stopped) return;
        client = new PushClient({
          token: readToken,
          onEvent: (event) => applyPushEvent(queryClient, event),
          onReady: (reread) => {
            if (reread) rereadPushed(queryClient);
          },
          onConnected: setConnected,
          onSessionEnded: () => recheckSession(queryClient),
        });
        client.start();
      },
    );
    return () => {
      stopped = true;
      client?.stop();
    };
  }, [isLogin, queryClient, setConnected]);
  return null;
}
