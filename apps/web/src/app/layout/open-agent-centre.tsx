import { AgentCentre } from '../../features/agent-centre/components/agent-centre';
import { agentCentrePages } from './agent-centre-pages';

/** The open agent centre with its views: a chunk of its own, loaded on first open (P1). */
export function OpenAgentCentre() {
  return <AgentCentre pages={agentCentrePages} />;
}
