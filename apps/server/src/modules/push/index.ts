// The push channel's public entry (ADR 031): events are written by database triggers, so
// no module calls into push; app.ts registers the plugin.
export { default, PUSH_STREAMS_PER_MEMBER, type PushOptions } from './plugin';
