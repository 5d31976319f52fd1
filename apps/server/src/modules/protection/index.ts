// The protection module's public entry (issue 17, ADR 032): the plugin, the guards other
// modules call before money moves, and the login refusal app.ts lends to identity.
export { default } from './plugin';
export { guardedDeposit, guardedStake } from './guard';
export { refuseExcludedLogin } from './exclusions';
export { excludedNow } from './repository';
export { rulesOf } from './jurisdiction';
export { protectionQuotas } from './quotas';
