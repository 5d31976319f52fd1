import type { SupportResources } from './support-pt';

/** English strings of customer service, social links, live chat and feedback. */
export const supportEn: SupportResources = {
  rightBar: {
    label: 'Support and shortcuts',
    download: 'Download the app',
    feedback: 'Send feedback',
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
  feedback: {
    title: 'Feedback',
    content: 'Your message',
    hint: 'Between {{min}} and {{max}} words.',
    words: '{{count}} / {{max}} words',
    images: 'Images (PNG or JPG, up to {{max}}, 5 MB each)',
    addImages: 'Add images',
    removeImage: 'Remove {{name}}',
    submit: 'Send',
    sending: 'Sending…',
    success: 'Thank you! Your feedback was sent.',
    wordBounds: 'The feedback must have between {{min}} and {{max}} words.',
    tooMany: 'You can attach at most {{max}} images.',
    tooLarge: '{{name}} is larger than 5 MB.',
    wrongType: '{{name}} is not a PNG or JPG image.',
    failed: 'The feedback could not be sent. Please try again.',
  },
};
