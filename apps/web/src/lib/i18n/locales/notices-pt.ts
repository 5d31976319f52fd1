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
    responsibleGaming: {
      title: 'Suas ferramentas de jogo responsável',
      limits:
        'No centro do membro, em "Jogo responsável", você define limites de depósito, de perdas (apostas menos prêmios) e de apostas por dia, semana e mês, e um limite de tempo de sessão. Um limite novo ou menor vale na hora; um limite maior ou a remoção só vale depois do período de reflexão (24 horas) e da sua confirmação.',
      breaks:
        'Você pode fazer uma pausa de 24 horas a 6 semanas ou se autoexcluir de 6 meses a 5 anos, ou sem data de término. Ao confirmar com a sua senha, você sai de todos os dispositivos e não pode entrar, apostar nem depositar até o fim do período; ninguém pode encerrá-lo antes. Saques pendentes continuam sendo pagos.',
    },
  },
};
