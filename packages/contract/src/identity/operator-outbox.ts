import { z } from 'zod';
import { digitsInt } from '../input';
import { registerFields } from './field-rules';

/** Development outboxes (`npm run operator -- outbox sms|mail`); refused in production. */
export const outboxKinds = ['sms', 'mail'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxQuerySchema = z.strictObject({
  limit: digitsInt(1, 200).default(20),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export const outboxListSchema = z.array(outboxMessageSchema);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `npm run operator -- register-rules set <field> on|off`: turn a registration field on/off. */
export const operatorRegisterRulePatchSchema = z.strictObject({
  field: z.enum(registerFields),
  enabled: z.boolean().optional(),
  required: z.boolean().optional(),
});
export type OperatorRegisterRulePatch = z.infer<typeof operatorRegisterRulePatchSchema>;
