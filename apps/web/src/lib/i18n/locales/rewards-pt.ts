/**
 * Portuguese strings of the reward centre and mission activity (spec §2, §3 activity
 * statuses). The English file is typed by this one, so no key is missing.
 */
export const rewardsPt = {
  actionFailed: 'Não foi possível concluir agora. Tente novamente.',
  promotions: {
    empty: 'Nenhuma promoção no momento.',
    reward: 'Recompensa',
    period: 'Período',
    periodValue: '{{start}} a {{end}}',
    status: 'Situação',
    rejectionReason: 'Motivo da recusa: {{reason}}',
    ruleInstant: 'Recompensa paga na hora.',
    ruleApply: 'Recompensa paga após análise da equipe.',
    done: {
      join: 'Você está participando.',
      claimed: 'Recompensa de {{amount}} creditada no seu saldo.',
      applying: 'Solicitação enviada. Aguarde a análise.',
    },
  },
  status: {
    join: 'Aberta',
    claim: 'Recompensa disponível',
    applying: 'Em análise',
    close: 'Encerrada',
    rejected: 'Recusada',
    issued: 'Recompensa paga',
    claimed: 'Recompensa resgatada',
    process: 'Em andamento',
    signed: 'Inscrito',
    coming: 'Em breve',
  },
  buttons: {
    join: 'Participar',
    claim: 'Resgatar',
    apply: 'Solicitar',
    applying: 'Em análise',
    claimed: 'Resgatado',
    issued: 'Pago',
    rejected: 'Recusado',
    close: 'Encerrada',
    coming: 'Em breve',
    inProgress: 'Em andamento',
  },
  missions: {
    title: 'Missões de hoje',
    day: 'Dia {{day}} (horário UTC)',
    pointsToday: 'Pontos de hoje: {{points}}',
    empty: 'Nenhuma missão hoje.',
    progressLabel: 'Progresso de {{title}}',
    progressCount: '{{progress}} de {{target}}',
    reward: 'Recompensa: {{amount}}',
    points: '{{points}} pontos',
    claimed: 'Recompensa de {{amount}} creditada no seu saldo.',
  },
  leaderboard: {
    title: 'Classificação de hoje',
    rank: 'Posição',
    member: 'Membro',
    points: 'Pontos',
    you: '(você)',
    empty: 'Ninguém pontuou hoje ainda.',
    myRank: 'Sua posição: {{rank}}º com {{points}} pontos',
    noRank: 'Você ainda não tem pontos hoje.',
  },
};

export type RewardsResources = typeof rewardsPt;
