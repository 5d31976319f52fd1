/** Strings of the play session (issue 17, ADR 033): reality check, session bar, login notice. */
export const playSessionPt = {
  bar: {
    label: 'Sessão de jogo',
    clock: 'Tempo de sessão',
    net: 'Resultado da sessão',
    settings: 'Verificação de realidade',
  },
  check: {
    title: 'Verificação de realidade',
    intro: 'Você está jogando desde o seu login. Veja como está sua sessão:',
    elapsed: 'Tempo jogado',
    stakes: 'Apostado',
    winnings: 'Ganhos',
    net: 'Resultado líquido',
    continue: 'Continuar jogando',
    logout: 'Sair',
    failed: 'Não foi possível registrar agora. Tente de novo.',
  },
  setting: {
    legend: 'Lembrete de verificação de realidade',
    hint: 'A cada intervalo, o jogo pausa e mostra seu tempo e seus resultados desde o login.',
    off: 'Desligado',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    save: 'Salvar',
    saved: 'Salvo.',
    close: 'Fechar',
  },
  login: {
    lastLogin: 'Seu último login: {{when}}',
    welcome:
      'Bem-vindo! Você pode definir limites de depósito, perda e tempo de sessão a qualquer momento.',
    setLimits: 'Definir limites',
    dismiss: 'Dispensar',
  },
};

export type PlaySessionResources = typeof playSessionPt;
