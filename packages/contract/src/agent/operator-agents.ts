import { z } from 'zod';
import { digitsInt, idParamSchema, text } from '../input';
import { contractKinds } from './paths';

const count = z.number().int().min(0);

/** `GET /operator/agents`: agents, paged, optionally those whose account contains `search`. */
export const operatorAgentsQuerySchema = z.strictObject({
  search: text(64).optional(),
  page: digitsInt(1, 100_000).optional(),
});
export type OperatorAgentsQuery = z.infer<typeof operatorAgentsQuerySchema>;

/** An agent as the operator lists it (`npm run operator -- agent list`). */
export const operatorAgentSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  /** Agent type (1, 2, 41, 42). */
  type: z.number().int(),
  parentAccount: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  /** Downlines at every level. */
  teamSize: count,
  /** Kinds of the contracts the agent holds now (from its upline or the operator). */
  contracts: z.array(z.enum(contractKinds)),
});
export type OperatorAgent = z.infer<typeof operatorAgentSchema>;

export const operatorAgentsValueSchema = z.object({
  content: z.array(operatorAgentSchema),
  pageNum: z.number().int().min(1),
  totalPages: count,
  total: count,
});
export type OperatorAgentsValue = z.infer<typeof operatorAgentsValueSchema>;

/** `GET /operator/agent-contracts`: the active contracts, of one agent and/or one kind. */
export const operatorContractsQuerySchema = z.strictObject({
  agentId: idParamSchema.optional(),
  kind: z.enum(contractKinds).optional(),
});
export type OperatorContractsQuery = z.infer<typeof operatorContractsQuerySchema>;

/** At most this many contracts in one operator list (newest first). */
export const OPERATOR_CONTRACTS_LIMIT = 500;
