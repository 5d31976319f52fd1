import { z } from 'zod';
import { digitsInt, text } from '../input';
import { csPositions, csTypes, isAllowedSupportUrl, socialTypes } from './support-paths';

export * from './support-paths';

const supportUrl = text(500)
  .trim()
  .refine((url) => isAllowedSupportUrl(url), 'https, tg: or whatsapp: URL');
const chatUrl = text(500)
  .trim()
  .refine((url) => isAllowedSupportUrl(url, { appSchemes: false }), 'https URL');

/**
 * Spec §3 "Customer service": one shortcut. `url` is null for LIVECHAT, which opens the
 * operator's chat through `CBS_launchChat` instead of a fixed link.
 */
export const customerServiceLinkSchema = z.object({
  csType: z.enum(csTypes),
  csPosition: z.enum(csPositions),
  url: z.string().nullable(),
});
export type CustomerServiceLink = z.infer<typeof customerServiceLinkSchema>;

export const socialLinkSchema = z.object({
  socialType: z.enum(socialTypes),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The footer's licence line, set by the operator (`npm run operator -- licence set …`):
 * the regulator's name and the licence number as the licence reads (not translated), and
 * optionally the regulator's register page. The sentence around them is translated.
 */
export const siteLicenceSchema = z.object({
  regulator: z.string(),
  licenceNumber: z.string(),
  url: z.string().nullable(),
});
export type SiteLicence = z.infer<typeof siteLicenceSchema>;

export const operatorSiteLicenceInputSchema = z.strictObject({
  regulator: text(120).trim().min(2),
  licenceNumber: text(60).trim().min(1),
  url: text(500)
    .trim()
    .refine((url) => isAllowedSupportUrl(url, { appSchemes: false }), 'https URL')
    .nullable()
    .default(null),
});
export type OperatorSiteLicenceInput = z.input<typeof operatorSiteLicenceInputSchema>;
export const operatorSiteLicenceSchema = z.object({ licence: siteLicenceSchema.nullable() });

/**
 * `GET /wps/system/customerService`: configured entries only, in the operator's order, and
 * the footer's other operator facts: the payment methods a member can deposit with now
 * (the enabled deposit channels' codes, in their order) and the licence line (null: none).
 * Defaults keep a reply of an older server readable.
 */
export const customerServiceValueSchema = z.object({
  customerService: z.array(customerServiceLinkSchema),
  social: z.array(socialLinkSchema),
  paymentMethods: z.array(z.string()).default([]),
  licence: siteLicenceSchema.nullable().default(null),
});
export type CustomerServiceValue = z.infer<typeof customerServiceValueSchema>;

/**
 * Operator API: sets one customer-service type at one or both positions. LIVECHAT takes no
 * URL (its channels are the chat models); every other type needs one.
 */
export const operatorCustomerServiceInputSchema = z
  .object({
    csType: z.enum(csTypes),
    url: supportUrl.nullable().default(null),
    positions: z.array(z.enum(csPositions)).min(1).max(2).default(['RIGHT_BAR', 'FOOTER']),
    sort: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((v) => (v.csType === 'LIVECHAT') === (v.url === null), {
    message: 'LIVECHAT takes no URL; the other types need one',
    path: ['url'],
  });
export type OperatorCustomerServiceInput = z.input<typeof operatorCustomerServiceInputSchema>;

export const operatorCustomerServiceSchema = customerServiceLinkSchema.extend({
  sort: z.number().int(),
});
export type OperatorCustomerService = z.infer<typeof operatorCustomerServiceSchema>;
export const operatorCsTypeParamsSchema = z.object({ csType: z.enum(csTypes) });

export const operatorSocialLinkInputSchema = z.object({
  socialType: z.enum(socialTypes),
  url: supportUrl,
});
export const operatorSocialTypeParamsSchema = z.object({ socialType: z.enum(socialTypes) });

/** A live-chat channel's id: also what the operator types (`chat set <NAME> <URL>`). */
export const chatModelIdSchema = text(64)
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'letters, digits, - and _ (1-32)');
export const operatorChatModelInputSchema = z.object({ modelId: chatModelIdSchema, url: chatUrl });
export const operatorChatModelSchema = z.object({ modelId: z.string(), url: z.string() });
export type OperatorChatModel = z.infer<typeof operatorChatModelSchema>;
export const operatorChatModelParamsSchema = z.object({ modelId: chatModelIdSchema });

/** Operator API: one feedback, with the operator-only addresses of its images. */
export const operatorFeedbackSchema = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  content: z.string(),
  createdAt: z.string(),
  images: z.array(z.object({ url: z.string(), mime: z.string(), bytes: z.number().int() })),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;
export const operatorFeedbackQuerySchema = z.object({
  limit: digitsInt(1, 200).default(20),
});
export const operatorFeedbackImageParamsSchema = z.object({
  name: text(64).regex(/^[a-f0-9]{32}\.(png|jpg)$/),
});

/** Operator API: the feedback word bounds (`npm run operator -- feedback rules MIN MAX`). */
export const operatorFeedbackRulesInputSchema = z
  .object({
    minWords: z.number().int().min(1).max(10_000),
    maxWords: z.number().int().min(1).max(10_000),
  })
  .refine((v) => v.minWords <= v.maxWords, {
    message: 'minWords must not exceed maxWords',
    path: ['maxWords'],
  });
