/** Portuguese strings of the feedback dialog: a chunk loaded with the dialog (P1). */
export const feedbackPt = {
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
};

export type FeedbackResources = typeof feedbackPt;
