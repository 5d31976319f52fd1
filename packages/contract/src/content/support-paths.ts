/**
 * Customer service, social links, live chat and feedback (spec §2 "Header and side
 * elements", §3 "Customer service", §7 "Live chat"). Zod-free so the browser can import it;
 * the schemas are in `support.ts`.
 */
export const supportPaths = {
  /** Customer-service shortcuts and social links the operator configured (public). */
  customerService: '/wps/system/customerService',
  /** Operator API: customer-service links; `/:csType` removes one type. */
  operatorCustomerService: '/operator/customer-service',
  /** Operator API: social links; `/:socialType` removes one. */
  operatorSocialLinks: '/operator/social-links',
  /** Operator API: live-chat channels; `/:modelId` removes one. */
  operatorChatModels: '/operator/chat-models',
  /** Operator API: the footer's licence line (GET, PUT; DELETE hides it). */
  operatorSiteLicence: '/operator/site/licence',
  /** Operator API: submitted feedback, newest first. */
  operatorFeedback: '/operator/feedback',
  /** Operator API: the feedback word bounds (run-time setting). */
  operatorFeedbackRules: '/operator/feedback/rules',
  /** Operator API: one uploaded feedback image, by its server-generated name. */
  operatorFeedbackImage: (name: string) => `/operator/feedback/images/${name}`,
} as const;

/** Spec §2: the customer-service kinds, in the spec's order. */
export const csTypes = ['TELEGRAM', 'WHATSAPP', 'LIVECHAT', 'FACEBOOK'] as const;
export type CsType = (typeof csTypes)[number];

/** Where a customer-service shortcut shows: the fixed right bar or the footer. */
export const csPositions = ['RIGHT_BAR', 'FOOTER'] as const;
export type CsPosition = (typeof csPositions)[number];

/** Spec §2: the social networks the footer links to. */
export const socialTypes = [
  'YOUTUBE',
  'TWITTER',
  'FACEBOOK',
  'INSTAGRAM',
  'MESSENGER',
  'TIKTOK',
] as const;
export type SocialType = (typeof socialTypes)[number];

/** Spec §9: the first customer-service link opens in a window of this size. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** Default word bounds of the feedback content (spec §5 "between {0} and {1} words"). */
export const FEEDBACK_DEFAULT_MIN_WORDS = 5;
export const FEEDBACK_DEFAULT_MAX_WORDS = 500;

/** Words as the feedback form and the server both count them: runs of non-space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/**
 * Link schemes a customer-service or social URL may use. `https:` for web pages; `tg:` and
 * `whatsapp:` open the installed apps directly. Never `javascript:` or `data:` (they would
 * run in the site's origin from a link), nor plain `http:` (a chat in clear text) except on
 * the loopback address, where a development or test server runs. A live chat opens in a
 * browser window, so it takes web addresses only (`appSchemes: false`).
 */
export function isAllowedSupportUrl(raw: string, { appSchemes = true } = {}): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'tg:' || url.protocol === 'whatsapp:') return appSchemes;
  if (url.protocol === 'http:') {
    return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  }
  return false;
}
