import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useMemberSession } from '../hooks/use-member-session';
import { prefetchIdentityModals } from '../prefetch-identity-modals';
import { HeaderLoginForm } from './header-login-form';

// A member's header (balance, menu) is not in a visitor's first load (P1).
const HeaderMemberInfo = lazy(() =>
  import('./header-member-info').then((m) => ({ default: m.HeaderMemberInfo })),
);

/**
 * Spec §2 header: the login form for visitors, the member info once logged in. Phones
 * (≤ 768 px, CSS) show a Log in button instead of the form: it opens the login popup, which
 * phones show as a bottom sheet (issue 19, ADR 041).
 */
export function HeaderIdentity() {
  const { t } = useTranslation();
  useMemberSession();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  if (isLogin) {
    return (
      <Suspense fallback={null}>
        <HeaderMemberInfo />
      </Suspense>
    );
  }
  return (
    <>
      <HeaderLoginForm />
      <button
        type="button"
        className="button button-primary phone-only"
        onClick={() => openAuthModal({ kind: 'login' })}
        onPointerEnter={prefetchIdentityModals}
        onFocus={prefetchIdentityModals}
      >
        {t('header.login')}
      </button>
    </>
  );
}
