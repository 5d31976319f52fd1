/**
 * Every agent read is keyed under `member`, which logout removes whole: an agent's team
 * and income never outlive its session. A change invalidates the family it touched.
 */
export const agentQueryKey = ['member', 'agent'] as const;
export const contractsQueryKey = [...agentQueryKey, 'contracts'] as const;
export const downlinesQueryKey = [...agentQueryKey, 'downlines'] as const;
