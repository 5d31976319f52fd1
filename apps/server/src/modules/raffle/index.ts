// The raffle's public entry (ADR 039): the plugin, and what the seed and tests use.
export { default } from './plugin';
export { createRaffle, drawRaffleNow, rafflePrizeKey } from './raffle-service';
export { raffleQuotas } from './quotas';
