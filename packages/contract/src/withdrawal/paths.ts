/**
 * Withdrawals (spec §2 member centre `withdraw`, §4 inbox messages "withdrawal approved /
 * rejected"). The spec names no withdrawal call, so these paths are ours (ADR 017).
 * Zod-free so the browser can import it; the schemas are in `schemas.ts`.
 */
export const withdrawalPaths = {
  /** GET (T): the bounds of one request and how many payout accounts a member may keep. */
  settings: '/wps/v2/withdrawals/settings',
  /** GET (T): the member's payout accounts; POST (T) saves one; `/:id` DELETE removes one. */
  payoutAccounts: '/wps/v2/withdrawals/payout-accounts',
  /** GET (T): the member's requests, newest first; POST (T, E) asks for a withdrawal. */
  withdrawals: '/wps/v2/withdrawals',
  /** POST (T): the member cancels a pending request; the amount comes back. */
  cancel: (id: number | string) => `/wps/v2/withdrawals/${id}/cancel`,
  /** Operator API: requests (`?status=pending`), `/:id/approve`, `/:id/reject`. */
  operatorWithdrawals: '/operator/withdrawals',
  /** Operator API: the minimum and maximum of one request (run-time setting). */
  operatorSettings: '/operator/withdrawal-settings',
} as const;

/**
 * A request's life: `pending` (money held, "in process") until the operator approves
 * (paid out) or rejects it, or the member cancels it; the last two give the money back.
 */
export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** PIX key types a payout account may use (Banco Central's DICT: CPF, phone, e-mail, EVP). */
export const pixKeyTypes = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

/** How many payout accounts one member may keep. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** Bounds of one request until the operator sets others, in minor units (R$ 10 – R$ 50.000). */
export const DEFAULT_WITHDRAWAL_LIMITS = { minAmount: 1_000, maxAmount: 5_000_000 } as const;

/** Longest rejection reason an operator may give (shown to the member). */
export const MAX_REJECT_REASON_LENGTH = 140;
