/**
 * Portuguese strings of the member centre's withdrawal view (spec §2 `withdraw`, ADR 017).
 * The English file is typed by this one, so no key is missing.
 */
export const withdrawalPt = {
  funds: {
    title: 'Saldo',
    balance: 'Saldo',
    held: 'Em processamento',
    withdrawable: 'Disponível para saque',
  },
  form: {
    title: 'Solicitar saque',
    amount: 'Valor',
    amountHint: 'Mínimo {{min}}, máximo {{max}}.',
    account: 'Chave PIX de destino',
    chooseAccount: 'Escolha uma chave PIX',
    noAccounts: 'Adicione uma chave PIX abaixo para sacar.',
    password: 'Senha de login',
    submit: 'Solicitar saque',
    sending: 'Enviando…',
    done: 'Saque de {{amount}} solicitado: o valor está em processamento.',
    failed: 'Não foi possível solicitar o saque. Tente novamente.',
  },
  errors: {
    amountRequired: 'Digite o valor.',
    amountFormat: 'Digite um valor como 50,00.',
    amountBounds: 'O valor deve estar entre {{min}} e {{max}}.',
    amountOverBalance: 'O valor é maior que o disponível para saque ({{available}}).',
    accountRequired: 'Escolha uma chave PIX.',
    passwordRequired: 'Digite sua senha.',
    proofRequired: 'Digite sua senha atual.',
    pixKey: {
      CPF: 'Digite um CPF válido (11 dígitos).',
      PHONE: 'Digite um celular ou telefone com DDD, por exemplo (11) 98765-4321.',
      EMAIL: 'Digite um e-mail válido.',
      RANDOM: 'Digite a chave aleatória completa (36 caracteres).',
    },
    payeeName: 'Digite o nome completo do favorecido (nome e sobrenome).',
  },
  accounts: {
    title: 'Chaves PIX',
    empty: 'Nenhuma chave PIX salva.',
    limit: 'Você pode salvar até {{max}} chaves.',
    add: 'Adicionar chave PIX',
    keyType: 'Tipo de chave',
    key: 'Chave PIX',
    payeeName: 'Nome completo do favorecido',
    save: 'Salvar chave',
    saving: 'Salvando…',
    remove: 'Remover a chave {{key}}',
    removeShort: 'Remover',
    proof: 'Senha atual',
    proofOrCode: 'Senha atual ou código do autenticador',
    confirmRemove: 'Confirmar remoção',
    option: '{{type}} {{key}} – {{name}}',
    types: {
      CPF: 'CPF',
      PHONE: 'Celular',
      EMAIL: 'E-mail',
      RANDOM: 'Chave aleatória',
    },
  },
  history: {
    title: 'Histórico de saques',
    empty: 'Nenhum saque ainda.',
    label: 'Saques',
    reason: 'Motivo: {{reason}}',
    cancel: 'Cancelar',
    cancelLabel: 'Cancelar o saque de {{amount}} de {{time}}',
    cancelFailed: 'Não foi possível cancelar o saque.',
    status: {
      pending: 'Em processamento',
      approved: 'Aprovado',
      rejected: 'Rejeitado',
      cancelled: 'Cancelado',
    },
  },
};

export type WithdrawalResources = typeof withdrawalPt;
