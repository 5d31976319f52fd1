// The red-envelope module's public entry (issue 18, ADR 038): the plugin, and what the seed
// and the tests call.
export { default } from './plugin';
export { redEnvelopeQuotas } from './quotas';
export { addRound as addRedEnvelopeRound } from './repository';
export { envelopeAmount, openEnvelope, redEnvelopeKey } from './service';
