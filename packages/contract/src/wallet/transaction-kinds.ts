// Zod-free, so the browser can list the kinds without loading zod.

/**
 * The kinds of money movement a member sees in the account record, the ledger's posting
 * kinds (ADR 007). `rollback` is a cancelled bet given back, `adjustment` a correction the
 * operator made by hand,
 * `points` a movement of the points mall (ADR 036): points earned or spent, and the cash a
 * conversion or a reward pays.
 */
export const transactionKinds = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
  'transfer',
  'salary',
  'dividend',
  'points',
] as const;
export type TransactionKind = (typeof transactionKinds)[number];
