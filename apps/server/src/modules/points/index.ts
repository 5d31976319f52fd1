// The points mall's public entry (ADR 036): the plugin, and what the seed and tests use.
export { default } from './plugin';
export { accruePoints, pointsFor } from './accrual';
export { pointsOffTheirEntries, postPoints, readPoints } from './point-ledger-repository';
export { pointQuotas } from './quotas';
