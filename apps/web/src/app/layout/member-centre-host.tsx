import { lazy, Suspense, useEffect } from 'react';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { memberCentrePages } from './member-centre-pages';

const MemberCentre = lazy(() =>
  import('../../features/member-centre/components/member-centre').then((m) => ({
    default: m.MemberCentre,
  })),
);

/**
 * Shows the member centre over any page while its flag is set (spec §4 "Overlays"), for a
 * logged-in member who is not on trial (spec §6). Its code loads only when it opens; a
 * logout closes it.
 */
export function MemberCentreHost() {
  const mcShow = useMemberCentreStore((s) => s.mcShow);
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  const close = useMemberCentreStore((s) => s.close);
  const allowed = isLogin && !isTrial;
  useEffect(() => {
    if (!allowed) close();
  }, [allowed, close]);
  if (!mcShow || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre pages={memberCentrePages} />
    </Suspense>
  );
}
