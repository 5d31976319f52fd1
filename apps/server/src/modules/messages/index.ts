// The platform messages' public entry (ADR 027): other modules write their generated
// messages with `writeMessage` inside their own transactions; messages imports none of them.
export { default } from './plugin';
export { writeMessage, type GeneratedMessage } from './inbox';
