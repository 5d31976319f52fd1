import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { routePaths } from '@openlobby/contract/routes';
import { isModuleEnabled } from '@openlobby/contract/whitelabel-tree';
import { useSystemStatus } from '../../api/get-system-status';
import { openMemberCentre } from '../../components/open-member-centre';
import { HeaderIdentity } from '../../features/identity/components/header-identity';
import { useSessionStore } from '../../stores/session-store';
import { BrandMark, HeaderFrame } from './header-frame';

/**
 * Site header: brand, language selector, the agent centre for agents, the invite item, the
 * login form or member info, register (spec §2). Phones get one compact row (styles/phone.css).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openAgentCentre = useSessionStore((s) => s.openAgentCentre);
  const { data: info } = useSystemStatus();
  // DIRECTREG3 switches the header register button (spec §6 "Feature flags").
  const canRegister = info ? isModuleEnabled(info.whitelabelVal, 'DIRECTREG3') : false;

  return (
    <HeaderFrame
      brand={(label) => (
        <Link to={routePaths.home} className="brand">
          <BrandMark />
          {/* On a phone the mark alone; the name stays the link's accessible name. */}
          <span className="phone-hidden-text">{label}</span>
        </Link>
      )}
    >
      {isLogin && isAgent && (
        <button type="button" className="button" onClick={() => openAgentCentre()}>
          {t('header.agentCentre')}
        </button>
      )}
      {isLogin && (
        // Spec §2 header's invite/referral item: the member centre's referral view.
        // Phones reach it from the member centre's menu (the bottom navigation's account).
        <button
          type="button"
          className="button wide-only header-compact"
          onClick={() => openMemberCentre('referral')}
        >
          <UserPlus
            className="header-compact-icon"
            aria-hidden="true"
            size={18}
            strokeWidth={1.75}
          />
          <span className="header-compact-label">{t('header.invite')}</span>
        </button>
      )}
      <HeaderIdentity />
      {!isLogin && (
        <>
          {canRegister && (
            <Link to={routePaths.register} className="button button-primary">
              {t('header.register')}
            </Link>
          )}
        </>
      )}
    </HeaderFrame>
  );
}
