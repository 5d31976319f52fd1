/** Portuguese strings of the member centre's responsible-gaming view (issue 17, ADR 032). */
export const responsibleGamingPt = {
  intro:
    'Defina limites para o seu jogo, faça uma pausa ou autoexclua-se. Um limite novo ou menor vale na hora; um limite maior ou a remoção só depois de {{hours}} horas e da sua confirmação.',
  limits: {
    title: 'Limites',
    kinds: {
      deposit: 'Depósitos',
      loss: 'Perdas (apostas − prêmios)',
      wager: 'Apostas',
      session: 'Tempo de sessão',
    },
    windows: { day: 'por dia', week: 'por semana', month: 'por mês' },
    current: 'Limite atual',
    none: 'Sem limite',
    used: 'Usado',
    minutes: '{{count}} min',
    newValue: 'Novo limite: {{name}}',
    set: 'Salvar',
    setLabel: 'Salvar limite: {{name}}',
    remove: 'Remover',
    removeLabel: 'Remover limite: {{name}}',
    pending: 'Pendente: {{value}}, pode ser confirmado a partir de {{time}}',
    pendingRemoval: 'Remoção pendente, pode ser confirmada a partir de {{time}}',
    confirm: 'Confirmar',
    confirmLabel: 'Confirmar alteração: {{name}}',
    cancel: 'Desistir',
    cancelLabel: 'Desistir da alteração: {{name}}',
    invalidAmount: 'Digite um valor maior que zero, como {{example}}.',
    invalidMinutes: 'Digite um número inteiro de minutos, de 1 a 1.440.',
    saved: 'Limite salvo.',
  },
  exclusion: {
    title: 'Pausa e autoexclusão',
    warning:
      'Atenção: ao confirmar, você sai de todos os dispositivos na hora e não poderá entrar, apostar nem depositar até o fim do período. Ninguém pode encerrá-lo antes, nem o suporte. Saques pendentes continuam sendo pagos.',
    kind: 'Tipo',
    timeout: 'Pausa (24 horas a 6 semanas)',
    selfExclusion: 'Autoexclusão (6 meses a 5 anos, ou sem fim)',
    length: 'Duração',
    hours: '{{count}} horas',
    days: '{{count}} dias',
    weeks: '{{count}} semanas',
    months: '{{count}} meses',
    years: '{{count}} anos',
    indefinite: 'Sem data de término',
    password: 'Senha de login',
    passwordRequired: 'Digite sua senha.',
    submit: 'Confirmar e sair',
    done: 'Sua conta está em pausa até {{until}}.',
  },
};

export type ResponsibleGamingResources = typeof responsibleGamingPt;
