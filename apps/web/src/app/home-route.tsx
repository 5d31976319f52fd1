import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { useMemberCentreStore, useSessionStore } from '../stores/session-store';

// A visitor never sees the notice: its code loads with the member's session (P1).
const RedEnvelopeNotice = lazy(() =>
  import('../features/red-envelope/components/red-envelope-notice').then((m) => ({
    default: m.RedEnvelopeNotice,
  })),
);

/**
 * The home page, composed here because it joins two features: the home feature's page and,
 * while a red envelope round is open for the logged-in member, the red envelope's notice
 * that opens its member-centre view (issue 18).
 */
export function HomeRoute() {
  const openMemberCentre = useMemberCentreStore((s) => s.open);
  const isLogin = useSessionStore((s) => s.isLogin);
  return (
    <>
      <HomePage />
      {isLogin && (
        <Suspense fallback={null}>
          <RedEnvelopeNotice onOpen={() => openMemberCentre('redEnvelope')} />
        </Suspense>
      )}
    </>
  );
}
