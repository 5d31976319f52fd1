import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { playSessionQueryKey, usePlaySession } from '../api/get-play-session';
import { LoginNotice } from './login-notice';
import { RealityCheckDialog } from './reality-check-dialog';

/** A little after the check is due on the server's clock, so the read finds it due. */
const DUE_MARGIN_MS = 500;

/**
 * Mounted by the layout for a logged-in member: reads the play session, reads it again when
 * the next reality check falls due (by the server's clock), and then shows the check until
 * the member continues or logs out; shows the login notice once per session.
 */
export function PlaySessionHost({ onLogout }: { onLogout: () => void }) {
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('playSession', language);
  const session = usePlaySession(true);
  const data = session.data;

  const nextCheckAt = data?.realityCheck.due ? null : data?.realityCheck.nextCheckAt;
  useEffect(() => {
    if (!data || !nextCheckAt) return;
    const wait = Date.parse(nextCheckAt) - Date.parse(data.serverTime) + DUE_MARGIN_MS;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: playSessionQueryKey() }),
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [data, nextCheckAt, queryClient]);

  if (!data || !stringsIn) return null;
  return (
    <>
      <LoginNotice key={data.startedAt} session={data} />
      {data.realityCheck.due && (
        <RealityCheckDialog session={data} readAt={session.dataUpdatedAt} onLogout={onLogout} />
      )}
    </>
  );
}
