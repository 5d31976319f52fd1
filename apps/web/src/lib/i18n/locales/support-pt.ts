/**
 * Portuguese strings of customer service, social links, live chat and feedback (spec §2).
 * The English file is typed by this one, so no key is missing.
 */
export const supportPt = {
  rightBar: {
    label: 'Atendimento e atalhos',
    download: 'Baixar o app',
    feedback: 'Enviar feedback',
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
  feedback: {
    title: 'Feedback',
    content: 'Sua mensagem',
    hint: 'Entre {{min}} e {{max}} palavras.',
    words: '{{count}} / {{max}} palavras',
    images: 'Imagens (PNG ou JPG, até {{max}}, 5 MB cada)',
    addImages: 'Adicionar imagens',
    removeImage: 'Remover {{name}}',
    submit: 'Enviar',
    sending: 'Enviando…',
    success: 'Obrigado! Seu feedback foi enviado.',
    wordBounds: 'O feedback deve ter entre {{min}} e {{max}} palavras.',
    tooMany: 'Você pode anexar no máximo {{max}} imagens.',
    tooLarge: '{{name}} tem mais de 5 MB.',
    wrongType: '{{name}} não é uma imagem PNG ou JPG.',
    failed: 'Não foi possível enviar o feedback. Tente novamente.',
  },
};

export type SupportResources = typeof supportPt;
