/** Portuguese strings of the game lists and the game popup (issue 4); games-en.ts mirrors them. */
export const gameListPt = {
  allProviders: 'Todos',
  gamesLabel: 'Jogos',
  count_one: '{{total}} jogo',
  count_other: '{{total}} jogos',
  loadingMore: 'Carregando mais jogos…',
  empty: 'Nenhum jogo encontrado.',
  noFavorites: 'Você ainda não tem favoritos. Toque no coração de um jogo para guardá-lo aqui.',
  noRecent: 'Você ainda não jogou nenhum jogo.',
  search: { label: 'Buscar jogos pelo nome', placeholder: 'Buscar jogos' },
  classify: {
    label: 'Categorias de caça-níqueis',
    ALL: 'Todos',
    SC: 'Raspadinha',
    VP: 'Vídeo pôquer',
    JP: 'Jackpot',
    TG: 'Jogos de mesa',
    AC: 'Arcade',
  },
  views: {
    label: 'Mostrar',
    all: 'Todos os jogos',
    favorites: 'Favoritos',
    recent: 'Jogados recentemente',
  },
  pages: {
    label: 'Páginas de favoritos',
    previous: 'Anterior',
    next: 'Próxima',
    position: 'Página {{page}} de {{pages}}',
  },
  card: {
    favorite: 'Favorito: {{name}}',
    demo: 'Demo',
    demoLabel: 'Demo: {{name}}',
  },
  rooms: {
    title: 'Salas',
    none: 'Nenhuma sala aberta agora.',
    name: 'Sala',
    minBet: 'Aposta mínima',
    players: 'Jogadores',
    actions: 'Ações',
    seats: '{{players}} de {{seats}}',
    join: 'Entrar',
    joinLabel: 'Entrar na sala {{name}}',
    more: 'Mostrar mais salas ({{count}} restantes)',
  },
};

export const gameLaunchPt = {
  demoTitle: '{{name}} (demo)',
  balance: 'Saldo',
  demoBalance: 'Dinheiro fictício',
  fullscreen: 'Tela cheia',
  launching: 'Abrindo o jogo…',
  failed: 'Não foi possível abrir o jogo. Verifique sua conexão e tente novamente.',
  vendorGames: 'Jogos de {{name}}',
  noGames: 'Este provedor não tem jogos disponíveis agora.',
  more: 'Mostrar mais jogos',
};

export type GameListResources = typeof gameListPt;
export type GameLaunchResources = typeof gameLaunchPt;
