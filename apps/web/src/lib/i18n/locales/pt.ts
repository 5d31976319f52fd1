import { lotteryHeadLabelsPt } from '@openlobby/contract/lottery/head-labels';
import { maintenanceMessage, regionBlockedMessage } from '@openlobby/contract/status-messages';
import { gameLaunchPt, gameListPt } from './games-pt';
import { identityPt } from './identity-pt';

/**
 * Portuguese, the default language (spec §9). Keys read `feature.area.phrase`; en.ts must
 * have the same shape, which its type enforces. Messages the server also sends come from
 * the contract so the two never drift.
 */
export const pt = {
  common: {
    close: 'Fechar',
    ok: 'OK',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    siteName: 'OpenLobby',
    retry: 'Tentar novamente',
    loading: 'Carregando…',
    loadFailed: 'Não foi possível carregar estas informações.',
    pager: { previous: 'Anterior', next: 'Próxima', pageOf: 'Página {{page}} de {{total}}' },
    language: {
      label: 'Idioma',
      names: { pt: 'Português', en: 'English' },
    },
  },
  identity: identityPt,
  gameList: gameListPt,
  gameLaunch: gameLaunchPt,
  layout: { skipToContent: 'Ir para o conteúdo' },
  header: {
    login: 'Entrar',
    register: 'Cadastrar',
    agentCentre: 'Central do agente',
    invite: 'Convidar amigos',
  },
  navigation: {
    label: 'Jogos',
    entries: { home: 'Início', promotions: 'Promoções' },
    bottom: {
      label: 'Menu principal',
      home: 'Início',
      games: 'Jogos',
      promotions: 'Promoções',
      deposit: 'Depositar',
      account: 'Conta',
    },
  },
  footer: {
    help: {
      title: 'Ajuda',
      links: {
        about: 'Sobre nós',
        terms: 'Termos e condições',
        privacy: 'Política de privacidade',
        'responsible-gaming': 'Jogo responsável',
        faq: 'Perguntas frequentes',
        sponsor: 'Patrocínio',
      },
    },
    products: { title: 'Produtos' },
    providers: { title: 'Provedores' },
    payments: {
      title: 'Métodos de pagamento',
      badges: {
        PIX: 'Pix',
        BOLETO: 'Boleto bancário',
        VISA: 'Visa',
        MASTERCARD: 'Mastercard',
        USDT: 'USDT (Tether)',
        BANK: 'Transferência bancária',
      },
    },
    qualifications: {
      title: 'Qualificação',
      badges: {
        AGE18: 'Proibido para menores de 18 anos',
        RESPONSIBLE: 'Jogo responsável',
        FAIRPLAY: 'Jogo justo',
        SSL: 'Conexão segura SSL',
      },
    },
    licence: {
      by: 'Licenciado e regulado por',
      number:
        '· licença {{number}}. Apostas apenas para maiores de 18 anos; jogue com responsabilidade.',
    },
    copyright: '© {{year}} OpenLobby. Todos os direitos reservados.',
    credits: {
      art: 'A arte de jogos, banners e provedores é desenhada com ícones de Lorc, Delapouite e colaboradores de',
    },
  },
  systemStatus: {
    maintenance: {
      title: 'Sistema em manutenção',
      message: maintenanceMessage.pt,
      endsAt: 'Previsão de término:',
    },
    customerService: 'Atendimento ao cliente',
    region: {
      title: 'Acesso restrito',
      message: regionBlockedMessage.pt,
      ip: 'Seu endereço IP',
      country: 'País',
    },
    error: {
      title: 'Conexão de rede anormal',
      message: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    },
  },
  home: { title: 'Início' },
  gameCenter: {
    vendorsLabel: 'Provedores',
    noVendors: 'Nenhum provedor disponível nesta categoria no momento.',
    startFailed: 'Não foi possível abrir este provedor agora. Tente novamente.',
    playShort: 'Jogar',
  },
  pages: {
    down: { title: 'Baixe o aplicativo' },
    help: { title: 'Central de ajuda' },
    cockfight: { title: 'Rinha de galo' },
    sports: { title: 'Esportes' },
    esports: { title: 'E-sports' },
    rng: { title: 'Caça-níqueis' },
    live: { title: 'Cassino ao vivo' },
    fish: { title: 'Pescaria' },
    pvp: { title: 'Pôquer' },
    inHouse: { title: 'Jogos da casa' },
    hot: { title: 'Jogos em alta' },
    lottery: { title: lotteryHeadLabelsPt.titles.lottery },
    seaLottery: { title: lotteryHeadLabelsPt.titles.seaLottery },
    vnLottery: { title: lotteryHeadLabelsPt.titles.vnLottery },
    promotions: { title: 'Promoções' },
    pointMall: {
      title: 'Loja de pontos',
      balance: 'Seus pontos',
      points: 'pontos',
      byType: 'Pontos por tipo',
      types: {
        live: 'Cassino ao vivo',
        lott: 'Loteria',
        pvp: 'Pôquer',
        rng: 'Caça-níqueis',
        sports: 'Esportes',
        redeem: 'Resgatados',
        deposit: 'Depósitos',
      },
      exchangeRatio: '100 pontos = {{cash}}',
      paymentPassword: 'Senha de pagamento',
      paymentPasswordHint: 'Digite a sua senha de pagamento para converter ou resgatar.',
      convert: 'Converter pontos em dinheiro',
      pointsToConvert: 'Pontos a converter',
      convertButton: 'Converter',
      converted: '{{cash}} foi pago na sua carteira.',
      rewards: 'Recompensas',
      cost: '{{points}} pontos',
      stock: '{{stock}} em estoque',
      limit: '{{redeemed}} de {{limit}} resgatados',
      redeem: 'Resgatar',
      redeemNamed: 'Resgatar {{name}}',
      redeemed: 'Você resgatou {{name}}.',
      history: 'Histórico de resgates',
      historyEmpty: 'Nenhum resgate ainda.',
      when: 'Data',
      what: 'Recompensa',
      status: 'Situação',
      pointsColumn: 'Pontos',
      conversion: 'Convertido em {{cash}}',
      statuses: { process: 'Em processamento', approved: 'Aprovado', rejected: 'Rejeitado' },
    },
    seamless: {
      title: 'Jogos seamless',
      playing: 'Jogando {{code}}',
      badAddress:
        'Este endereço não indica um jogo. Abra um jogo pelas listas ou confira o link que você seguiu.',
      back: 'Voltar aos jogos',
      loginFirst: 'Entre para jogar este jogo.',
      registerFirst: 'Cadastre uma conta para jogar este jogo.',
      play: 'Jogar',
    },
    sponsor: {
      title: 'Patrocínio',
      empty: 'Nenhum patrocínio para mostrar agora.',
      visit: 'Visitar {{name}}',
      kinds: { club: 'Clube', event: 'Evento', ambassador: 'Embaixador' },
    },
    description: {
      title: 'Sobre, termos e políticas',
      contents: 'Conteúdo',
      empty: 'Nada foi publicado aqui ainda.',
      updated: 'Atualizado em {{date}}',
    },
    agentHome: { title: 'Central do agente' },
    u9w: { title: 'Esportes U9W' },
    gameListCenter: { title: 'Lista de jogos' },
    notFound: {
      title: 'Página não encontrada',
      message: 'O endereço que você abriu não existe ou foi movido.',
      home: 'Voltar ao início',
    },
  },
  errors: {
    chunk: {
      title: 'Não foi possível carregar esta página',
      message: 'Verifique sua conexão e tente novamente.',
    },
    timeout: {
      title: 'Tempo de carregamento da página esgotado',
      message: 'A página demorou demais para carregar. Tente novamente.',
    },
    unexpected: {
      title: 'Algo deu errado',
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    },
  },
  redEnvelope: {
    title: 'Envelope vermelho',
    notice: 'Um envelope vermelho espera por você: {{title}}',
    goTo: 'Abrir envelope vermelho',
    until: 'Aberta até {{end}}.',
    range: 'Cada envelope tem de {{min}} a {{max}}.',
    rule: {
      none: 'Cada membro pode abrir um envelope por rodada.',
      deposit: 'Para membros com depósito nos últimos {{days}} dias; um envelope por rodada.',
      'valid-bet': 'Para membros com aposta nos últimos {{days}} dias; um envelope por rodada.',
    },
    open: 'Abrir o envelope',
    opening: 'Abrindo…',
    won: 'Você ganhou {{amount}}! O valor já está no seu saldo.',
    opened:
      'Você já abriu o envelope desta rodada ({{amount}}). Só é possível abrir um por rodada.',
    status: {
      exhausted: 'Todos os envelopes desta rodada já foram abertos.',
      'not-eligible': 'Esta rodada não está aberta para você: veja a regra acima.',
      excluded:
        'Envelopes vermelhos não são oferecidos enquanto sua conta está em pausa ou autoexclusão.',
      none: '',
    },
    none: 'Nenhuma rodada de envelope vermelho está aberta agora.',
    next: 'Próxima rodada: {{title}}, a partir de {{start}}.',
    failed: 'Não foi possível abrir o envelope. Verifique sua conexão e tente novamente.',
  },
};

export type LocaleResources = typeof pt;
