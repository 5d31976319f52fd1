import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeMessage } from '../messages';

export type SettledDeposit = {
  memberId: number;
  orderRef: string;
  amount: number;
  currency: string;
};

/**
 * What happens when a deposit is settled, once per order, inside the transaction that
 * settles it (spec §4: the inbox messages "deposit credited" and "deposit failed", ADR
 * 025): the message commits with the credit and is rolled back with it.
 */
export interface DepositEvents {
  credited(tx: Db, deposit: SettledDeposit): Promise<void>;
  failed(tx: Db, deposit: SettledDeposit): Promise<void>;
}

/** The inbox messages, keyed by the order so a replayed notification writes none. */
export function inboxDepositEvents(log: FastifyBaseLogger): DepositEvents {
  const message = (kind: 'deposit_credited' | 'deposit_failed') => (tx: Db, d: SettledDeposit) => {
    log.info({ deposit: d }, kind);
    return writeMessage(tx, {
      memberId: d.memberId,
      kind,
      params: { amount: d.amount, currency: d.currency, orderRef: d.orderRef },
      eventKey: `deposit:${d.orderRef}:${kind === 'deposit_credited' ? 'credited' : 'failed'}`,
    });
  };
  return { credited: message('deposit_credited'), failed: message('deposit_failed') };
}
