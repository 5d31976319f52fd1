// The agent module's public entry (ADR 023).
export { default } from './plugin';
export { agentQuotas } from './quotas';
