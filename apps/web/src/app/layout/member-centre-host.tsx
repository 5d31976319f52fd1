import { lazy, Suspense, useEffect } from 'react';
import { useLazyStrings } from '../../lib/i18n/use-lazy-strings';
import { useMemberCentreStore, useSessionStore } from '../../stores/session-store';

const OpenMemberCentre = lazy(() =>
  import('./open-member-centre').then((m) => ({ default: m.OpenMemberCentre })),
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
  const language = useSessionStore((s) => s.language);
  const allowed = isLogin && !isTrial;
  const stringsIn = useLazyStrings('memberCentre', mcShow && allowed ? language : null);
  useEffect(() => {
    if (!allowed) close();
  }, [allowed, close]);
  if (!mcShow || !allowed || !stringsIn) return null;
  return (
    <Suspense fallback={null}>
      <OpenMemberCentre />
    </Suspense>
  );
}
