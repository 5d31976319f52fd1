/** VIP levels (issue 18, ADR 037): the member centre's view and the /promotions card. */
export const vipPt = {
  title: 'Meu nível VIP',
  level: 'Nível {{level}}: {{name}}',
  noLevel: 'Ainda sem nível VIP',
  validBet: 'Apostas válidas acumuladas: {{amount}}',
  progress: 'Progresso até {{name}}',
  remaining: 'Faltam {{amount}} em apostas válidas para {{name}}.',
  top: 'Você está no nível mais alto.',
  tiers: 'Níveis VIP',
  tier: 'Nível',
  threshold: 'Apostas válidas',
  upgradeBonus: 'Bônus de promoção',
  monthlyBonus: 'Bônus mensal',
  rules:
    'O bônus de promoção é pago uma vez por nível alcançado; o bônus mensal, uma vez por mês pelo nível do mês anterior. Um nível alcançado nunca é perdido. Contas em pausa ou autoexclusão não recebem bônus.',
};

export type VipStrings = typeof vipPt;
