import type { SupportResources } from './support-pt';

/** English strings of customer service, social links, live chat and feedback. */
export const supportEn: SupportResources = {
  rightBar: {
    label: 'Support and shortcuts',
    download: 'Download the app',
    feedback: 'Send feedback',
    toggle: 'Support',
  },
  cs: {
    title: 'Customer service',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    LIVECHAT: 'Live chat',
    FACEBOOK: 'Facebook',
    opensWindow: '{{name}} (opens in a new window)',
    popupBlocked: 'The browser blocked the window. Allow pop-ups for this site.',
    chatFailed: 'The chat could not be opened. Please try another contact.',
  },
  social: {
    title: 'Follow us',
    YOUTUBE: 'YouTube',
    TWITTER: 'X (Twitter)',
    FACEBOOK: 'Facebook',
    INSTAGRAM: 'Instagram',
    MESSENGER: 'Messenger',
    TIKTOK: 'TikTok',
  },
};
