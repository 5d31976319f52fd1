// The in-house (BGS) provider's public entry (ADR 010).
export { default } from './plugin';
export type { DemoSession, DemoSessions } from './demo-sessions';
export {
  redisDemoSessionStore,
  useDemoSessionStore,
  type DemoSessionStore,
  type DemoState,
} from './demo-session-store';
export { DEMO_SESSIONS_PER_IP, inHouseQuotas } from './quotas';
