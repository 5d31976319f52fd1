import { z } from 'zod';
import { digitsInt, idParamSchema } from '../input';
import { accountStatuses, billStatuses, contractKinds } from './paths';
import { billSchema } from './schemas';

/** Most bills one operator listing returns (newest first). */
export const OPERATOR_BILLS_LIMIT = 200;

/** `GET /operator/agent-bills?status&kind&limit`. */
export const operatorBillsQuerySchema = z.strictObject({
  status: z.enum(billStatuses).optional(),
  kind: z.enum(contractKinds).optional(),
  limit: digitsInt(1, OPERATOR_BILLS_LIMIT).optional(),
});
export type OperatorBillsQuery = z.infer<typeof operatorBillsQuerySchema>;

/** A bill as the operator sees it: the payee's id too, and the posting that paid it. */
export const operatorBillSchema = billSchema.extend({
  agentId: z.number().int().positive(),
  postingId: z.number().int().positive().nullable(),
});
export type OperatorBill = z.infer<typeof operatorBillSchema>;

/** `/operator/agent-bills/:id/…` and `/operator/members/:id/status`. */
export const agentIdParamsSchema = z.strictObject({ id: idParamSchema });

/** Reply of `PUT /operator/members/:id/status`. */
export const operatorMemberStatusValueSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  status: z.enum(accountStatuses),
});
export type OperatorMemberStatusValue = z.infer<typeof operatorMemberStatusValueSchema>;
