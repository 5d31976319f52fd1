/** Portuguese strings of the announcement and notice popups and the help centre (issue 5). */
export const noticesPt = {
  publicModal: { title: 'Anúncios' },
  noticeModal: { title: 'Avisos' },
  titles: 'Títulos',
  pages: {
    label: 'Páginas de títulos',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: 'Página {{page}}',
  },
  publishedAt: 'Publicado em {{time}}',
  goToPromotion: 'Ir para a promoção',
  empty: 'Nenhum aviso no momento.',
  help: {
    title: 'Central de ajuda',
    topics: 'Tópicos de ajuda',
    empty: 'Ainda não há tópicos de ajuda.',
    backToTop: 'Voltar ao início',
  },
};
