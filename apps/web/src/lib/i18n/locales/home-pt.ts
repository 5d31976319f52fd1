/** Portuguese strings of the home page and the app-download page (/down). */
export const homePt = {
  banners: {
    label: 'Destaques',
    slide: 'Destaque {{index}} de {{total}}',
    previous: 'Destaque anterior',
    next: 'Próximo destaque',
    goTo: 'Ir para o destaque {{index}}',
    cta: { PROMOTION: 'Ver oferta', GAME: 'Jogar agora', URL: 'Saiba mais' },
    newTab: 'abre em uma nova aba',
  },
  notices: { label: 'Avisos', open: 'Abrir aviso: {{title}}' },
  jackpot: { title: 'Jackpot' },
  winners: {
    title: 'Ganhadores',
    entry: '{{name}} ganhou {{amount}} em {{game}}',
    big: 'Grandes ganhos',
    bigEntry: '{{name}} em {{game}}',
    recent: 'Ganhos recentes',
    empty: 'Ainda não há ganhadores.',
  },
  hot: { title: 'Jogos em alta', previous: 'Jogos anteriores', next: 'Próximos jogos' },
  recommended: { title: 'Recomendados' },
  pg: { title: 'PG Soft' },
  play: 'Jogar {{name}}',
  rebate: 'Rebate {{rate}}',
  noRebate: 'Rebate —',
  download: {
    title: 'Aproveite a qualquer hora e em qualquer lugar !!',
    ios: 'App para iOS',
    android: 'App para Android',
    qr: 'Código QR para baixar o app para {{platform}}',
    guide: 'Como instalar',
  },
  support: {
    title: 'Melhor Suporte',
    mission: 'Missões',
    agent: 'Agente',
    reward: 'Central de recompensas',
    deposit: 'Depósito',
    withdrawal: 'Saque',
  },
  down: {
    title: 'Baixe o aplicativo',
    intro:
      'Jogue no celular: instale o app para iOS ou Android, ou o app leve, que é este site na sua tela inicial.',
    ios: {
      title: 'iOS',
      steps: [
        'Aponte a câmera do iPhone para o código QR ou toque em “Abrir na App Store”.',
        'Toque em “Obter” e confirme com Face ID, Touch ID ou a senha.',
        'Abra o app e entre com a sua conta.',
      ],
      open: 'Abrir na App Store',
    },
    android: {
      title: 'Android',
      steps: [
        'Aponte a câmera para o código QR ou toque em “Abrir no Google Play”.',
        'Toque em “Instalar”.',
        'Abra o app e entre com a sua conta.',
      ],
      open: 'Abrir no Google Play',
    },
    lite: {
      title: 'App leve',
      steps: [
        'Abra este site no navegador do celular.',
        'No Chrome (Android), toque no menu ⋮ e em “Instalar app” ou “Adicionar à tela inicial”.',
        'No Safari (iPhone), toque em Compartilhar e em “Adicionar à Tela de Início”.',
        'O ícone abre o site em tela cheia, como um app. Nada é instalado além do site.',
      ],
      install: 'Instalar o app leve',
    },
    notOffered: 'Este app não está disponível no momento.',
  },
};

export type HomeResources = typeof homePt;
