// The play-session module's public entry (ADR 033): the plugin, and the stake gate the
// wallet's bet and the lottery's slip call before money moves.
export { default } from './plugin';
export type { PlaySessionOptions } from './service';
export { refuseStakeWhileCheckDue } from './service';
