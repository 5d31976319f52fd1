/** Portuguese strings of the member centre's platform messages (messageV2). */
export const messagesPt = {
  list: 'Mensagens',
  unread: 'Não lida',
  unreadOnly: 'Somente não lidas',
  unreadCount_one: '{{count}} não lida',
  unreadCount_other: '{{count}} não lidas',
  readAll: 'Marcar todas como lidas',
  empty: 'Nenhuma mensagem.',
  back: 'Voltar às mensagens',
  delete: 'Excluir',
  deleteOne: 'Excluir: {{title}}',
  pages: 'Páginas das mensagens',
  failed: 'Não foi possível concluir. Tente novamente.',
};

export type MessagesResources = typeof messagesPt;
