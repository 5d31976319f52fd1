import { useSessionStore } from '../../../stores/session-store';
import { useMemberSession } from '../hooks/use-member-session';
import { HeaderLoginForm } from './header-login-form';
import { HeaderMemberInfo } from './header-member-info';

/** Spec §2 header: the login form for visitors, the member info once logged in. */
export function HeaderIdentity() {
  useMemberSession();
  const isLogin = useSessionStore((s) => s.isLogin);
  return isLogin ? <HeaderMemberInfo /> : <HeaderLoginForm />;
}
