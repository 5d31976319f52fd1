import type { Language, MessageKind } from '@openlobby/contract';

export type MessageParams = Record<string, string | number>;

type Template = { title: string; body: string };

/**
 * The generated messages' texts (ADR 027): a message stores its kind and params, and is
 * rendered here in the reader's language when read, so a member who switches language
 * reads the whole inbox in it. `{name}` is replaced by the param; `{amount}` (minor units)
 * is shown as money in `{currency}`.
 */
const templates: Record<Exclude<MessageKind, 'operator'>, Record<Language, Template>> = {
  deposit_credited: {
    en: {
      title: 'Deposit credited',
      body: 'Your deposit of {amount} (order {orderRef}) was credited to your wallet.',
    },
    pt: {
      title: 'Depósito creditado',
      body: 'Seu depósito de {amount} (pedido {orderRef}) foi creditado na sua carteira.',
    },
  },
  deposit_failed: {
    en: {
      title: 'Deposit failed',
      body: 'Your deposit of {amount} (order {orderRef}) failed; nothing was credited.',
    },
    pt: {
      title: 'Depósito não concluído',
      body: 'Seu depósito de {amount} (pedido {orderRef}) falhou; nada foi creditado.',
    },
  },
  withdrawal_approved: {
    en: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal #{withdrawalId} of {amount} was approved and paid out. Please confirm under Withdraw whether you received it.',
    },
    pt: {
      title: 'Saque aprovado',
      body: 'Seu saque nº {withdrawalId} de {amount} foi aprovado e pago. Confirme em Saque se você o recebeu.',
    },
  },
  withdrawal_rejected: {
    en: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal #{withdrawalId} of {amount} was rejected: {reason}. The amount is back in your wallet.',
    },
    pt: {
      title: 'Saque recusado',
      body: 'Seu saque nº {withdrawalId} de {amount} foi recusado: {reason}. O valor voltou para a sua carteira.',
    },
  },
  contract_offered: {
    en: {
      title: 'New contract offer',
      body: '{account} offered you a {contract} contract. Open the agent centre to accept or reject it.',
    },
    pt: {
      title: 'Nova proposta de contrato',
      body: '{account} propôs a você um contrato de {contract}. Abra a central do agente para aceitar ou recusar.',
    },
  },
  contract_accepted: {
    en: {
      title: 'Contract request accepted',
      body: '{account} accepted your {contract} contract request.',
    },
    pt: {
      title: 'Pedido de contrato aceito',
      body: '{account} aceitou seu pedido de contrato de {contract}.',
    },
  },
  contract_rejected: {
    en: {
      title: 'Contract request rejected',
      body: '{account} rejected your {contract} contract request.',
    },
    pt: {
      title: 'Pedido de contrato recusado',
      body: '{account} recusou seu pedido de contrato de {contract}.',
    },
  },
  contract_terminated: {
    en: {
      title: 'Contract termination requested',
      body: '{account} asks to end your {contract} contract. Open the agent centre to accept or reject it.',
    },
    pt: {
      title: 'Pedido de encerramento de contrato',
      body: '{account} pede o encerramento do seu contrato de {contract}. Abra a central do agente para aceitar ou recusar.',
    },
  },
  points_redemption_approved: {
    en: {
      title: 'Reward on its way',
      body: 'Your points redemption #{redemptionId} ({reward}, {points} points) was approved and the reward has been sent.',
    },
    pt: {
      title: 'Prêmio a caminho',
      body: 'Seu resgate de pontos nº {redemptionId} ({reward}, {points} pontos) foi aprovado e o prêmio foi enviado.',
    },
  },
  points_redemption_rejected: {
    en: {
      title: 'Points redemption rejected',
      body: 'Your points redemption #{redemptionId} ({reward}) was rejected: {reason}. The {points} points are back in your balance.',
    },
    pt: {
      title: 'Resgate de pontos recusado',
      body: 'Seu resgate de pontos nº {redemptionId} ({reward}) foi recusado: {reason}. Os {points} pontos voltaram para o seu saldo.',
    },
  },
};

const contractNames: Record<string, Record<Language, string>> = {
  dividend: { en: 'dividend', pt: 'dividendos' },
  daily: { en: 'daily salary', pt: 'salário diário' },
  hourly: { en: 'hourly salary', pt: 'salário por hora' },
  realtime: { en: 'real-time salary', pt: 'salário em tempo real' },
};

function money(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
    style: 'currency',
    currency,
  })
    .format(minor / 100)
    .replace(/\u00a0/g, ' ');
}

function fill(text: string, params: MessageParams, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    // A param the event knows in both languages (a reward's name) is stored as
    // `name_en` and `name_pt`, so the message follows the reader's language too.
    const value = params[`${name}_${language}`] ?? params[name];
    if (value === undefined) return whole;
    if (name === 'amount' && typeof value === 'number') {
      return money(value, String(params['currency'] ?? 'BRL'), language);
    }
    if (name === 'contract') return contractNames[String(value)]?.[language] ?? String(value);
    return String(value);
  });
}

/** A message's title and body in `language`; operator messages as the operator wrote them. */
export function renderMessage(
  kind: MessageKind,
  params: MessageParams,
  language: Language,
): Template {
  if (kind === 'operator') {
    return { title: String(params['title'] ?? ''), body: String(params['body'] ?? '') };
  }
  const template = templates[kind][language];
  return {
    title: fill(template.title, params, language),
    body: fill(template.body, params, language),
  };
}
