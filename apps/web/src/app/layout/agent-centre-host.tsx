import { lazy, Suspense, useEffect } from 'react';
import { useLazyStrings } from '../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../stores/session-store';

const OpenAgentCentre = lazy(() =>
  import('./open-agent-centre').then((m) => ({ default: m.OpenAgentCentre })),
);

/**
 * Shows the agent centre over any page while acShow is set (spec §4 "Overlays"), for
 * agents only (spec §6). Its code and strings load only when it opens; a logout, or a
 * session that turns out not to be an agent's, closes it.
 */
export function AgentCentreHost() {
  const acShow = useSessionStore((s) => s.acShow);
  const allowed = useSessionStore((s) => s.isLogin && s.isAgent);
  const known = useSessionStore((s) => s.member !== null);
  const setAcShow = useSessionStore((s) => s.setAcShow);
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('agentCentre', acShow && allowed ? language : null);
  useEffect(() => {
    // Wait for the member info before judging: right after a reload the role is not known.
    if (acShow && known && !allowed) setAcShow(false);
  }, [acShow, known, allowed, setAcShow]);
  if (!acShow || !allowed || !stringsIn) return null;
  return (
    <Suspense fallback={null}>
      <OpenAgentCentre />
    </Suspense>
  );
}
