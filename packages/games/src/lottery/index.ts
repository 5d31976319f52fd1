/**
 * The lottery's maths (issue 14, ADR 024): games and their schedules, draw results derived
 * from a committed seed, bet types with their pay tables, and the settlement of a bet
 * against a result. Pure, like the rest of this package, so the browser verifies draws and
 * prices bet slips with the very code the server settles with.
 */
export * from './types';
export * from './catalogue';
export * from './schedule';
export * from './draw';
export * from './bet-types';
export * from './settle';
export * from './result-facts';
export { lhcColourOf, lhcColours, lhcYearZodiac, lhcZodiacOf, lhcZodiacs } from './bets-lhc';
export { permutationCount } from './bets-sea';
export { vnAllAppearChance, vnLots } from './bets-vn';
