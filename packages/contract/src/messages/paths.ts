/**
 * Platform messages (spec §2 member centre `messageV2`, §4 inbox messages, §7
 * `CSP_unreadCount`) and the withdrawal receipt confirmation (§4), ADR 027. Zod-free so the
 * browser can import it; the schemas are in `schemas.ts`.
 */
export const messagePaths = {
  /** GET (T, no trial): `{ count }` of the member's unread messages (spec §7). */
  unreadCount: '/wps/relay/CSP_unreadCount',
  /** GET (T, no trial): one page of the inbox, newest first. */
  inbox: '/wps/v2/messages',
  /** GET (T): one message, marked read. DELETE (T): removes it from the inbox. */
  message: (id: number | string) => `/wps/v2/messages/${id}`,
  /** POST (T): marks one message read. */
  read: (id: number | string) => `/wps/v2/messages/${id}/read`,
  /** POST (T): marks every message read. */
  readAll: '/wps/v2/messages/read-all',
  /** Operator API: POST sends a message to all members, one member, or the agents. */
  operatorSend: '/operator/messages',
} as const;

export const MESSAGE_PAGE_SIZE_MAX = 50;
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;

/** Who an operator's message reaches (`npm run operator -- message send --to …`). */
export const messageAudiences = ['all', 'member', 'agents'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/** What a message reports; generated ones are rendered in the reader's language. */
export const messageKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'contract_offered',
  'contract_accepted',
  'contract_rejected',
  'contract_terminated',
  'points_redemption_approved',
  'points_redemption_rejected',
  'operator',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * The member's answer after a payout (spec §4 withdrawal confirmation): `received`,
 * `not_received` (with proof images, a dispute the operator settles) or `fully_paid`.
 */
export const receiptAnswers = ['received', 'not_received', 'fully_paid'] as const;
export type ReceiptAnswer = (typeof receiptAnswers)[number];

/**
 * A paid-out withdrawal's receipt as the member sees it: `awaiting` an answer, one of the
 * answers, `auto_received` (no answer in time: counts as received, never refunded), or a
 * dispute the operator settled as `dispute_paid` or `dispute_refunded`.
 */
export const receiptStates = [
  'awaiting',
  'received',
  'not_received',
  'fully_paid',
  'auto_received',
  'dispute_paid',
  'dispute_refunded',
] as const;
export type ReceiptState = (typeof receiptStates)[number];

/** Minutes a member has to answer before the payout counts as received, until set. */
export const DEFAULT_RECEIPT_MINUTES = 60;
export const RECEIPT_MAX_PROOF_IMAGES = 3;
export const RECEIPT_MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const withdrawalReceiptPaths = {
  /** POST (T, multipart): `answer` and, for `not_received`, up to 3 `images`. */
  receipt: (id: number | string) => `/wps/v2/withdrawals/${id}/receipt`,
  /** Operator API: the open disputes; `/:id/resolve` settles one. */
  operatorDisputes: '/operator/withdrawal-disputes',
  operatorResolve: (id: number | string) => `/operator/withdrawal-disputes/${id}/resolve`,
  /** Operator API: one proof image, served as the type its bytes proved. */
  operatorProof: (name: string) => `/operator/withdrawal-proofs/${name}`,
  /** Operator API: the minutes a member has to answer (run-time setting). */
  operatorReceiptSettings: '/operator/withdrawal-receipt-settings',
} as const;
