/** Portuguese strings of the member centre's frame and its account record. */
export const memberCentrePt = {
  title: 'Centro do membro',
  menu: 'Menu do centro do membro',
  badge: '({{count}} novo(s))',
  views: {
    securityCenter: 'Minha conta',
    transferFund: 'Carteira',
    depositv2: 'Depósito',
    withdraw: 'Saque',
    transferUpline: 'Transferir ao superior',
    personalHistoryCopy: 'Registro de apostas',
    transactionHistory: 'Registro da conta',
    personalProfit: 'Lucros e perdas',
    bonusDetails: 'Detalhes de bônus',
    rewardCenter: 'Central de recompensas',
    referral: 'Convidar amigos',
    missionLeaderboard: 'Missões',
    messageV2: 'Mensagens da plataforma',
  },
  records: {
    kind: 'Tipo',
    allKinds: 'Todos',
    time: 'Data e hora',
    amount: 'Valor',
    balanceAfter: 'Saldo após',
    empty: 'Nenhuma movimentação ainda.',
    pages: 'Páginas',
    kinds: {
      deposit: 'Depósito',
      withdrawal: 'Saque',
      bet: 'Aposta',
      win: 'Prêmio',
      rollback: 'Aposta cancelada',
      bonus: 'Bônus',
      adjustment: 'Ajuste',
      transfer: 'Transferência',
    },
  },
};

export type MemberCentreResources = typeof memberCentrePt;
