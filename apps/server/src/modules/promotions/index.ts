// The reward centre's and missions' public entry (ADR 018).
export { default } from './plugin';
