/**
 * Portuguese strings of customer service, social links, live chat and feedback (spec §2).
 * The English file is typed by this one, so no key is missing.
 */
export const supportPt = {
  rightBar: {
    label: 'Atendimento e atalhos',
    download: 'Baixar o app',
    feedback: 'Enviar feedback',
    toggle: 'Atendimento',
  },
  cs: {
    title: 'Atendimento ao cliente',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    LIVECHAT: 'Chat ao vivo',
    FACEBOOK: 'Facebook',
    opensWindow: '{{name}} (abre em uma nova janela)',
    popupBlocked: 'O navegador bloqueou a janela. Permita pop-ups para este site.',
    chatFailed: 'Não foi possível abrir o chat. Tente outro contato.',
  },
  social: {
    title: 'Siga-nos',
    YOUTUBE: 'YouTube',
    TWITTER: 'X (Twitter)',
    FACEBOOK: 'Facebook',
    INSTAGRAM: 'Instagram',
    MESSENGER: 'Messenger',
    TIKTOK: 'TikTok',
  },
};

export type SupportResources = typeof supportPt;
