import { isModuleEnabled } from '@openlobby/contract/whitelabel-tree';
import { lazy, Suspense } from 'react';
import { useSystemStatus } from '../../api/get-system-status';
import { useSessionStore } from '../../stores/session-store';

const ContractModal = lazy(() =>
  import('../../features/agent-centre/components/contract-modal').then((m) => ({
    default: m.ContractModal,
  })),
);

/**
 * The contract modal (spec §2 "contract"): only for a logged-in member who is not on trial,
 * while AGENTPOLICY3 is on (spec §6: it fetches the consolidated contract info) — spec §4
 * "Contract and socket-event parts appear only when logged in". Visitors load none of it.
 */
export function ContractModalHost() {
  const wanted = useSessionStore((s) => s.isLogin && s.member !== null && !s.isTrial);
  const { data } = useSystemStatus();
  const policyOn = data ? isModuleEnabled(data.whitelabelVal, 'AGENTPOLICY3') : false;
  if (!wanted || !policyOn) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal />
    </Suspense>
  );
}
