import type { FastifyBaseLogger } from 'fastify';
import type { WithdrawalStatus } from '@openlobby/contract';

/** A request left `pending` (spec §4: the inbox says "withdrawal approved / rejected"). */
export type WithdrawalSettled = {
  withdrawalId: number;
  memberId: number;
  amount: number;
  status: Exclude<WithdrawalStatus, 'pending'>;
  reason: string | null;
};

/**
 * The one place a settlement is announced after it has committed (logged, and heard by any
 * listener; one that fails is logged and never undoes the settlement). The member's inbox
 * message for `approved` and `rejected` is not a listener: it is written inside the
 * settlement's own transaction (`withdrawals.ts`, ADR 027).
 */
export class WithdrawalEvents {
  private readonly listeners: ((event: WithdrawalSettled) => Promise<void> | void)[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  onSettled(listener: (event: WithdrawalSettled) => Promise<void> | void): void {
    this.listeners.push(listener);
  }

  async settled(event: WithdrawalSettled): Promise<void> {
    this.log.info({ withdrawal: event }, 'withdrawal settled');
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.log.error({ err: error, withdrawal: event }, 'withdrawal listener failed');
      }
    }
  }
}
