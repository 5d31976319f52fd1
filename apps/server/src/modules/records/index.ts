// The records module's public entry (ADR 026): the plugin, and what the seed, the bench and
// other modules use.
export { default } from './plugin';
export { bonusSourceOf } from './records-repository';
export { payRebates, rebateKey, rebateRates } from './rebates';
