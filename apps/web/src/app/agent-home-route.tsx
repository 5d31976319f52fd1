import { AgentHomePage } from '../features/agent-centre/components/agent-home-page';
import { AgentLoginForm } from '../features/identity/components/agent-login-form';
import { PageLoader } from '../components/page-loader';
import { useLazyStrings } from '../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../stores/session-store';

/**
 * /agentHome, composed here because it joins two features: the agent centre's page and,
 * for a visitor, the identity feature's login sent as an agent login.
 */
export function AgentHomeRoute() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const language = useSessionStore((s) => s.language);
  const formStringsIn = useLazyStrings('identityForms', isLogin ? null : language);
  if (!isLogin && !formStringsIn) return <PageLoader />;
  return <AgentHomePage loginForm={<AgentLoginForm />} />;
}
