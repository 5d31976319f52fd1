import { z } from 'zod';
import { errorCodes } from './error-codes';

/**
 * Every API reply is wrapped in this envelope (architecture.md, "The contract is the seam").
 * `message` is user-facing and already in the caller's language; `errorCode` is stable and
 * is what code branches on.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(errorCodes),
  message: z.string(),
  /** Details a client acts on, e.g. `{ captcha: true }` or `{ field, message }`. */
  value: z.record(z.string(), z.unknown()).optional(),
  /**
   * The server's id of the request (also its `x-request-id` header and in every log line
   * of it): what support asks for to find what happened. Set on every error reply.
   */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function okEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** Schema for a reply that is either the ok envelope of `value` or the error envelope. */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('success', [okEnvelopeSchema(value), errorEnvelopeSchema]);
}
