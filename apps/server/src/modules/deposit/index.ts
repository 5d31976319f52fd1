// The deposit module's public entry (ADR 016).
export { default } from './plugin';
export { depositQuotas } from './quotas';
export { enabledDepositMethods } from './channel-repository';
