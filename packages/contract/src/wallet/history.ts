import { z } from 'zod';
import { digitsInt } from '../input';
import { minorUnitsSchema } from './balance';
import { transactionKinds } from './transaction-kinds';

export const TRANSACTION_PAGE_SIZE_MAX = 50;

/** `GET /wps/relay/ODSFE2_MemTransDet` (T): one page of the member's account record. */
export const transactionQuerySchema = z.object({
  pageNo: digitsInt(1, 10_000).default(1),
  pageSize: digitsInt(1, TRANSACTION_PAGE_SIZE_MAX).default(20),
  /** Only this kind of movement; all kinds when absent. */
  kind: z.enum(transactionKinds).optional(),
});
export type TransactionQuery = z.input<typeof transactionQuerySchema>;

/** One movement of the member's wallet, newest first. */
export const transactionSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(transactionKinds),
  /** Signed minor units: a credit is positive, a debit negative. */
  amount: z.number().int(),
  balanceAfter: minorUnitsSchema,
  /** ISO 8601 time of the movement. */
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  content: z.array(transactionSchema),
  pageNum: z.number().int().min(1),
  /** Pages there are, counted no further than 10 pages past `pageNum` (P11). */
  totalPages: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
