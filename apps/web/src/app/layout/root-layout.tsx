import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RightBar } from '../../features/support/components/right-bar';
import { TopNav } from '../../features/navigation/components/top-nav';
import { GameLaunchHost } from '../../components/game-launch/game-launch-host';
import { LazySection } from '../../components/lazy-section';
import { OptionalPart } from '../../components/optional-part';
import { StartUpSlice } from '../../components/start-up-slice';
import { RealAccountDialog } from '../../components/real-account-dialog';
import { useEndSession } from '../../features/identity/hooks/use-end-session';
import { useSessionStore } from '../../stores/session-store';
import { AgentCentreHost } from './agent-centre-host';
import { BottomNav } from './bottom-nav';
import { ContentPopupHost } from './content-popup-host';
import { ContractModalHost } from './contract-modal-host';
import { GlobalLoader } from './global-loader';
import { IdentityModalHost } from './identity-modal-host';
import { MemberCentreHost } from './member-centre-host';
import { HandoverMount } from './handover-mount';
import { LazySessionBar, LotterySessionBar, PlaySessionMount } from './play-session-mount';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SiteHeader } from './site-header';
import { useNavigationEffects } from './use-navigation-effects';

// The route tree re-renders this layout on every navigation, a filter change on a list
// page included (P4); the frame around the page re-renders only when its own state does.
const Header = memo(SiteHeader);
const Navigation = memo(TopNav);
// The footer is below the fold on most pages: its code loads when it comes near the viewport
// (P1), and it only adds to the end of the page, so nothing above it moves (P2).
const SiteFooter = lazy(() =>
  import('../../features/footer/components/site-footer').then((m) => ({
    default: m.SiteFooter,
  })),
);
const Footer = memo(function Footer() {
  return (
    <LazySection>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </LazySection>
  );
});
const PhoneNavigation = memo(BottomNav);

/**
 * The loader and scroll handling, in a leaf of their own: they follow every navigation,
 * and from here they re-render nothing else (a filter change on a list page stays cheap).
 */
function NavigationEffects() {
  useNavigationEffects();
  return null;
}

/** The trial notice, whose Register ends the trial session and opens registration. */
function TrialNotice() {
  const endSession = useEndSession();
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  return (
    <RealAccountDialog
      onRegister={() => void endSession().then(() => openAuthModal({ kind: 'register' }))}
    />
  );
}

/**
 * The frame of every page: header, top navigation, the page, footer; on phones the bottom
 * navigation too (shown by CSS at 768 px and below).
 */
export function RootLayout() {
  const { t } = useTranslation();
  // The footer and the announcement popups are optional parts: a chunk of theirs that fails
  // to load leaves them out until the next navigation, not the whole frame.
  const { pathname } = useLocation();
  return (
    <div className="app">
      <NavigationEffects />
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <GlobalLoader />
      <Header />
      {/* The HTML's first screen has this same bar where the navigation goes (ADR 051). */}
      <StartUpSlice reserve={<div className="first-screen-nav" />}>
        <Navigation />
      </StartUpSlice>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
        <LotterySessionBar />
      </main>
      <StartUpSlice>
        <OptionalPart resetKey={pathname}>
          <Footer />
        </OptionalPart>
      </StartUpSlice>
      <StartUpSlice>
        <PhoneNavigation />
      </StartUpSlice>
      <StartUpSlice>
        <RightBar />
      </StartUpSlice>
      <StartUpSlice>
        <IdentityModalHost />
        <MemberCentreHost />
        <AgentCentreHost />
        <ContractModalHost />
        <TrialNotice />
        <HandoverMount />
      </StartUpSlice>
      <StartUpSlice>
        <GameLaunchHost sessionBar={<LazySessionBar />} />
        <PlaySessionMount />
        <ServiceWorkerRegistration />
        <OptionalPart resetKey={pathname}>
          <ContentPopupHost />
        </OptionalPart>
      </StartUpSlice>
    </div>
  );
}
