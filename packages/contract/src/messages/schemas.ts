import { z } from 'zod';
import { digitsInt, idParamSchema, text } from '../input';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_PAGE_SIZE_MAX,
  MESSAGE_TITLE_MAX,
  messageKinds,
  receiptAnswers,
  receiptStates,
} from './paths';

export const messageIdParamsSchema = z.strictObject({ id: idParamSchema });

/** `GET /wps/relay/CSP_unreadCount` (T). */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `GET /wps/v2/messages` (T): one page, newest first; `unread` keeps only unread ones. */
export const inboxQuerySchema = z.object({
  pageNo: digitsInt(1, 10_000).default(1),
  pageSize: digitsInt(1, MESSAGE_PAGE_SIZE_MAX).default(10),
  unread: z.enum(['0', '1']).optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** One message, its title and body in the reader's language (operator texts as written). */
export const messageSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(messageKinds),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  /** ISO 8601 time the message was sent. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const inboxPageSchema = z.object({
  content: z.array(messageSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** `POST /wps/v2/messages/read-all` (T): how many were marked. */
export const readAllResultSchema = z.object({ marked: z.number().int().nonnegative() });

/** Operator API: a message to all members, one member (by account name) or the agents. */
export const operatorMessageSchema = z.discriminatedUnion('to', [
  z.strictObject({
    to: z.literal('all'),
    title: text(MESSAGE_TITLE_MAX, { min: 1 }),
    body: text(MESSAGE_BODY_MAX, { min: 1, multiline: true }),
  }),
  z.strictObject({
    to: z.literal('agents'),
    title: text(MESSAGE_TITLE_MAX, { min: 1 }),
    body: text(MESSAGE_BODY_MAX, { min: 1, multiline: true }),
  }),
  z.strictObject({
    to: z.literal('member'),
    account: text(64, { min: 1 }),
    title: text(MESSAGE_TITLE_MAX, { min: 1 }),
    body: text(MESSAGE_BODY_MAX, { min: 1, multiline: true }),
  }),
]);
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

export const operatorMessageResultSchema = z.object({
  /** The broadcast's id (all, agents) or the message's id (member). */
  id: z.number().int().positive(),
  to: z.enum(['all', 'member', 'agents']),
});

/** A paid-out withdrawal's receipt (the withdraw view's records). */
export const withdrawalReceiptSchema = z.object({
  state: z.enum(receiptStates),
  /** ISO time until which the member may answer (only while `awaiting`). */
  answerBy: z.string().nullable(),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/** The `answer` field of the multipart receipt form. */
export const receiptAnswerSchema = z.enum(receiptAnswers);

/** Operator API: one open dispute. */
export const withdrawalDisputeSchema = z.object({
  withdrawalId: z.number().int().positive(),
  memberId: z.number().int().positive(),
  account: z.string(),
  amount: z.number().int().positive(),
  paidAt: z.string(),
  answeredAt: z.string(),
  /** Operator API paths of the member's proof images. */
  proofs: z.array(z.string()),
});
export type WithdrawalDispute = z.infer<typeof withdrawalDisputeSchema>;

export const withdrawalProofParamsSchema = z.strictObject({
  name: text(64).regex(/^[a-f0-9]{32}\.(png|jpg)$/),
});

export const disputeResolutionSchema = z.strictObject({ resolve: z.enum(['paid', 'refund']) });

export const receiptSettingsSchema = z.strictObject({
  minutes: z.number().int().min(1).max(10_080),
});
