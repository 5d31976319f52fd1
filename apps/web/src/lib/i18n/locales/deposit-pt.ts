/**
 * Portuguese strings of the member centre's deposit view (spec §2 `depositv2`). The
 * English file is typed by this one, so no key is missing.
 */
export const depositPt = {
  form: {
    channel: 'Método de pagamento',
    amount: 'Valor',
    bounds: 'Mínimo {{min}} · Máximo {{max}}',
    quickAmounts: 'Valores rápidos',
    submit: 'Depositar',
    sending: 'Criando pedido…',
    noChannels: 'Nenhum método de depósito está disponível no momento.',
  },
  errors: {
    amountMissing: 'Digite um valor.',
    amountInvalid: 'Digite um valor válido, com até dois decimais (ex.: 50,00).',
    amountUnder: 'O depósito mínimo é {{min}}.',
    amountOver: 'O depósito máximo é {{max}}.',
    failed: 'Não foi possível criar o depósito. Tente novamente.',
  },
  order: {
    title: 'Depósito atual',
    pending: 'Aguardando pagamento',
    pendingHint: 'Conclua o pagamento na janela que foi aberta. Esta página se atualiza sozinha.',
    reopen: 'Abrir a página de pagamento',
    popupBlocked: 'O navegador bloqueou a janela de pagamento. Use o link abaixo para abri-la.',
    paid: 'Creditado',
    paidDetail: '{{amount}} creditados no seu saldo.',
    failed: 'Pagamento cancelado ou recusado',
    expired: 'Tempo de pagamento esgotado',
    another: 'Fazer outro depósito',
  },
  recent: {
    title: 'Depósitos recentes',
    empty: 'Você ainda não fez depósitos.',
  },
  status: {
    pending: 'Aguardando pagamento',
    paid: 'Creditado',
    failed: 'Falhou',
    expired: 'Expirado',
  },
};

export type DepositResources = typeof depositPt;
