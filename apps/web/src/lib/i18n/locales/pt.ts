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
    copyright: '© {{year}} OpenLobby. Todos os direitos reservados.',
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
    play: 'Jogar {{name}}',
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
    lottery: { title: 'Loteria' },
    seaLottery: { title: 'Loteria SEA' },
    vnLottery: { title: 'Loteria vietnamita' },
    promotions: { title: 'Promoções' },
    pointMall: { title: 'Loja de pontos' },
    seamless: { title: 'Jogos seamless' },
    sponsor: { title: 'Patrocínio' },
    description: { title: 'Descrição' },
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
};

export type LocaleResources = typeof pt;
