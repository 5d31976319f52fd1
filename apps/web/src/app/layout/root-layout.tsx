import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { TopNav } from '../../features/navigation/components/top-nav';
import { RealAccountDialog } from '../../components/real-account-dialog';
import { GlobalLoader } from './global-loader';
import { IdentityModalHost } from './identity-modal-host';
import { SiteHeader } from './site-header';
import { useNavigationEffects } from './use-navigation-effects';

/** The frame of every page: header, top navigation, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  useNavigationEffects();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <GlobalLoader />
      <SiteHeader />
      <TopNav />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <IdentityModalHost />
      <RealAccountDialog />
    </div>
  );
}
