// The withdrawal module's public entry (ADR 017).
export { default } from './plugin';
export { heldBalanceOf } from './withdrawal-repository';
export { withdrawalQuotas } from './quotas';
