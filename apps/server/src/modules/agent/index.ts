// The agent module's public entry (ADR 023).
export { default } from './plugin';
export { agentQuotas } from './quotas';
// Settlement (ADR 023): what the seed, the benchmark and the tests run.
export { settleDuePeriods, settlePeriod } from './settlement/settle';
