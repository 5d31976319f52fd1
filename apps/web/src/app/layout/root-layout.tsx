import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { RightBar } from '../../features/support/components/right-bar';
import { TopNav } from '../../features/navigation/components/top-nav';
import { GameLaunchHost } from '../../components/game-launch/game-launch-host';
import { RealAccountDialog } from '../../components/real-account-dialog';
import { AgentCentreHost } from './agent-centre-host';
import { ContentPopupHost } from './content-popup-host';
import { ContractModalHost } from './contract-modal-host';
import { GlobalLoader } from './global-loader';
import { IdentityModalHost } from './identity-modal-host';
import { MemberCentreHost } from './member-centre-host';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { SiteHeader } from './site-header';
import { useNavigationEffects } from './use-navigation-effects';

// The route tree re-renders this layout on every navigation, a filter change on a list
// page included (P4); the frame around the page re-renders only when its own state does.
const Header = memo(SiteHeader);
const Navigation = memo(TopNav);
const Footer = memo(SiteFooter);

/**
 * The loader and scroll handling, in a leaf of their own: they follow every navigation,
 * and from here they re-render nothing else (a filter change on a list page stays cheap).
 */
function NavigationEffects() {
  useNavigationEffects();
  return null;
}

/** The frame of every page: header, top navigation, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <NavigationEffects />
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <GlobalLoader />
      <Header />
      <Navigation />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RightBar />
      <IdentityModalHost />
      <MemberCentreHost />
      <AgentCentreHost />
      <ContractModalHost />
      <RealAccountDialog />
      <GameLaunchHost />
      <ServiceWorkerRegistration />
      <ContentPopupHost />
    </div>
  );
}
