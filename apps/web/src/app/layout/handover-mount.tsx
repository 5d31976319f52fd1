import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../stores/session-store';

const HandoverDialog = lazy(() =>
  import('../../features/identity/components/handover-dialog').then((m) => ({
    default: m.HandoverDialog,
  })),
);

/** The question about a session handed over in the URL, loaded only when one arrives. */
export function HandoverMount() {
  const token = useSessionStore((s) => s.pendingHandover);
  if (token === null) return null;
  return (
    <Suspense fallback={null}>
      <HandoverDialog key={token} token={token} />
    </Suspense>
  );
}
