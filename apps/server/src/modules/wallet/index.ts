// The wallet module's public entry (ADR 007): postings, accounts, game sessions, the
// provider signature. Money moves only through `post()`.
export { default } from './plugin';
export { memberAccount, paymentAccount, PROMOTIONS } from './accounts';
// Agent salaries and dividends are paid from here (ADR 023); reconcile checks the books.
export { AGENT_PAY } from './accounts';
export { reconcileLedger, type LedgerReport } from './reconcile';
export { fundDemoAccount, TRIAL_DEMO_BALANCE } from './demo-funding';
export { GAME_SESSION_HOURS, GameSessions, openGameSession } from './game-sessions';
export { databaseErrorOf, post, readBalance } from './ledger';
export { BalanceLimitError, InsufficientFundsError } from './ledger-errors';
export { signProviderBody, verifyProviderSignature } from './provider-signature';
export type { ProviderWallet } from './provider-wallet';
