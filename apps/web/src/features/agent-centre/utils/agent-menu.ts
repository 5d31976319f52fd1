import { contractKindFlags, type ContractKind } from '@openlobby/contract/agent/paths';
import { isModuleEnabled, type WhitelabelNode } from '@openlobby/contract/whitelabel-tree';
import { agentCentreViews, type AgentCentreView } from '../../../stores/agent-centre-views';

/** The contract kind each of the four contract views shows (spec §2 "Agent centre"). */
export const contractViewKinds: Partial<Record<AgentCentreView, ContractKind>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
};

/**
 * The agent centre's menu: the views that exist, in the spec's order, the four contract
 * views only while their white-label flag is on (spec §6 "Agent menu flags"). Until the
 * permission info is in (`tree` undefined) the flagged views stay out rather than flicker.
 */
export function agentMenu(
  built: ReadonlySet<AgentCentreView>,
  tree: readonly WhitelabelNode[] | undefined,
): AgentCentreView[] {
  return agentCentreViews.filter((view) => {
    if (!built.has(view)) return false;
    const kind = contractViewKinds[view];
    return !kind || (tree !== undefined && isModuleEnabled(tree, contractKindFlags[kind]));
  });
}
