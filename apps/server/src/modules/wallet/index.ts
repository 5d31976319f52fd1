// The wallet module's public entry (ADR 007): postings, accounts, game sessions, the
// provider signature. Money moves only through `post()`, or through `ledger_post` called by
// a module's own SQL function with keys and hashes made here (the lottery's slip, an
// in-house instant round: ProviderWallet.ownInstantRound).
export { default } from './plugin';
export {
  AGENT_PAY,
  memberAccount,
  paymentAccount,
  providerAccount,
  PROMOTIONS,
  TRANSFERS,
} from './accounts';
export { reconcileLedger, type LedgerReport } from './reconcile';
export { fundDemoAccount, TRIAL_DEMO_BALANCE } from './demo-funding';
export { GAME_SESSION_HOURS, GameSessions, openGameSession } from './game-sessions';
export {
  countPostings,
  databaseErrorOf,
  hashOf as postingRequestHash,
  post,
  postMany,
  readBalance,
  refusalOf as ledgerRefusalOf,
  type GameRound,
  type PostingRequest,
  type PostingResult,
  type PostingTerms,
} from './ledger';
export {
  BalanceLimitError,
  IdempotencyConflictError,
  InsufficientFundsError,
} from './ledger-errors';
export { signProviderBody, verifyProviderSignature } from './provider-signature';
export type { OwnRoundPostings, ProviderWallet, StakeGuard } from './provider-wallet';
export {
  recallProviderWallets,
  walletTransferKey,
  type ProviderWalletMove,
  type ProviderWalletRow,
  type TransferWallets,
} from './transfer-wallets';
export { walletQuotas } from './quotas';
