// The play-session module's public entry (ADR 033): the plugin, and the reality check's
// expression protection's stake gate reads before money moves.
export { default } from './plugin';
export type { PlaySessionOptions } from './service';
export { realityCheckDue } from './repository';
