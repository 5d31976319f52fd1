import type { FastifyBaseLogger } from 'fastify';

export type SettledDeposit = {
  memberId: number;
  orderRef: string;
  amount: number;
  currency: string;
};

/**
 * What happens after a deposit is settled, once per order, after its transaction has
 * committed. Spec §4 names the inbox messages "deposit credited" and "deposit failed": the
 * inbox (messageV2) will implement these two calls; until then they are logged.
 */
export interface DepositEvents {
  credited(deposit: SettledDeposit): void;
  failed(deposit: SettledDeposit): void;
}

export function loggedDepositEvents(log: FastifyBaseLogger): DepositEvents {
  return {
    credited: (deposit) => log.info({ deposit }, 'deposit credited'),
    failed: (deposit) => log.info({ deposit }, 'deposit failed'),
  };
}
