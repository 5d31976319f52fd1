import {
  MAX_REJECT_REASON_LENGTH,
  operatorWithdrawalSchema,
  receiptSettingsSchema,
  withdrawalDisputeSchema,
  withdrawalLimitsSchema,
  withdrawalReceiptPaths,
  withdrawalPaths,
  withdrawalStatuses,
  type OperatorWithdrawal,
  type WithdrawalLimits,
  type WithdrawalStatus,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- withdrawal …` (ADR 017). */
export type WithdrawalCommand =
  | { kind: 'withdrawal-list'; status?: WithdrawalStatus; limit: number }
  | { kind: 'withdrawal-approve'; id: number }
  | { kind: 'withdrawal-reject'; id: number; reason: string }
  | { kind: 'withdrawal-settings'; limits?: WithdrawalLimits }
  | { kind: 'withdrawal-disputes' }
  | { kind: 'withdrawal-dispute'; id: number; resolve: 'paid' | 'refund' }
  | { kind: 'withdrawal-receipt-minutes'; minutes?: number };

export const withdrawalUsage = `  withdrawal list [--status pending|approved|rejected|cancelled] [--limit 50]
                                           withdrawal requests, newest first
  withdrawal approve <ID>                  pay a pending request through the payment gateway
  withdrawal reject <ID> --reason <text>   refuse it; the member gets the money back and
                                           sees the reason (up to ${MAX_REJECT_REASON_LENGTH} characters)
  withdrawal settings [--min <N> --max <N>]
                                           show or set the bounds of one request, in minor
                                           units (1000 = 10.00)
  withdrawal disputes                      payouts members marked "not received"
  withdrawal dispute <ID> --resolve paid|refund
                                           settle one: paid closes it, refund credits the
                                           amount back (once)
  withdrawal receipt-minutes [<N>]         show or set the minutes a member has to confirm
                                           a payout before it counts as received`;

const allowed: Record<string, string[]> = {
  list: ['status', 'limit'],
  reject: ['reason'],
  settings: ['min', 'max'],
  dispute: ['resolve'],
};

const idOf = (word: string | undefined) => {
  const id = Number(word);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Parses the words after `withdrawal`; a string is the problem to show. */
export function parseWithdrawal(
  words: string[],
  options: Map<string, string>,
): WithdrawalCommand | string {
  const [sub, arg, extra] = words;
  const unknown = [...options.keys()].find((k) => !(allowed[sub ?? ''] ?? []).includes(k));
  if (unknown) return `Unknown option --${unknown} for "withdrawal ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'list' && arg === undefined) {
    const status = options.get('status');
    const known = withdrawalStatuses.find((s) => s === status?.toLowerCase());
    if (status !== undefined && !known) {
      return `--status takes ${withdrawalStatuses.join(', ')}.`;
    }
    const limit = Number(options.get('limit') ?? '50');
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      return '--limit takes a whole number from 1 to 200.';
    }
    return { kind: 'withdrawal-list', limit, ...(known ? { status: known } : {}) };
  }
  if ((sub === 'approve' || sub === 'reject') && arg !== undefined) {
    const id = idOf(arg);
    if (id === null) return `"${arg}" is not a withdrawal id.`;
    if (sub === 'approve') return { kind: 'withdrawal-approve', id };
    const reason = options.get('reason')?.trim() ?? '';
    if (reason === '' || reason.length > MAX_REJECT_REASON_LENGTH) {
      return `Give --reason "<text>" (1 to ${MAX_REJECT_REASON_LENGTH} characters): the member reads it.`;
    }
    return { kind: 'withdrawal-reject', id, reason };
  }
  if (sub === 'settings' && arg === undefined) {
    const min = options.get('min');
    const max = options.get('max');
    if (min === undefined && max === undefined) return { kind: 'withdrawal-settings' };
    const parsed = withdrawalLimitsSchema.safeParse({
      minAmount: Number(min),
      maxAmount: Number(max),
    });
    if (!parsed.success) {
      return 'Give both --min and --max as whole numbers of minor units, min <= max (e.g. --min 1000 --max 5000000).';
    }
    return { kind: 'withdrawal-settings', limits: parsed.data };
  }
  if (sub === 'disputes' && arg === undefined) return { kind: 'withdrawal-disputes' };
  if (sub === 'dispute' && arg !== undefined) {
    const id = idOf(arg);
    if (id === null) return `"${arg}" is not a withdrawal id.`;
    const resolve = options.get('resolve');
    if (resolve !== 'paid' && resolve !== 'refund') return '--resolve takes paid or refund.';
    return { kind: 'withdrawal-dispute', id, resolve };
  }
  if (sub === 'receipt-minutes') {
    if (arg === undefined) return { kind: 'withdrawal-receipt-minutes' };
    const minutes = Number(arg);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 10_080) {
      return 'Give the minutes as a whole number from 1 to 10080.';
    }
    return { kind: 'withdrawal-receipt-minutes', minutes };
  }
  return 'Say "withdrawal list", "withdrawal disputes", "withdrawal dispute <ID> --resolve paid|refund", "withdrawal receipt-minutes [<N>]", "withdrawal approve <ID>", "withdrawal reject <ID> --reason <text>" or "withdrawal settings".';
}

const major = (minor: number) => (minor / 100).toFixed(2);

const line = (w: OperatorWithdrawal) =>
  [
    `  ${String(w.id).padStart(5)} ${w.status.padEnd(9)} ${major(w.amount).padStart(12)}`,
    `${w.account} PIX ${w.pixKeyType} ${w.pixKey} (${w.payeeName}) ${w.createdAt}`,
    ...(w.payoutReference ? [`paid ${w.payoutReference}`] : []),
    ...(w.reason ? [`reason: ${w.reason}`] : []),
  ].join(' ');

export async function runWithdrawal(
  command: WithdrawalCommand,
  config: OperatorClientConfig,
): Promise<string> {
  const path = withdrawalPaths.operatorWithdrawals;
  switch (command.kind) {
    case 'withdrawal-list': {
      const query = new URLSearchParams({ limit: String(command.limit) });
      if (command.status) query.set('status', command.status);
      const all = await callOperator(
        config,
        'GET',
        `${path}?${query.toString()}`,
        z.array(operatorWithdrawalSchema),
      );
      return all.length === 0 ? 'No withdrawals.' : all.map(line).join('\n');
    }
    case 'withdrawal-approve': {
      const w = await callOperator(
        config,
        'POST',
        `${path}/${command.id}/approve`,
        operatorWithdrawalSchema,
      );
      return `Withdrawal ${w.id} approved and paid (${w.payoutReference ?? 'no reference'}).\n${line(w)}`;
    }
    case 'withdrawal-reject': {
      const w = await callOperator(
        config,
        'POST',
        `${path}/${command.id}/reject`,
        operatorWithdrawalSchema,
        { reason: command.reason },
      );
      return `Withdrawal ${w.id} rejected; ${major(w.amount)} credited back.\n${line(w)}`;
    }
    case 'withdrawal-disputes': {
      const all = await callOperator(
        config,
        'GET',
        withdrawalReceiptPaths.operatorDisputes,
        z.array(withdrawalDisputeSchema),
      );
      if (all.length === 0) return 'No open disputes.';
      return all
        .map(
          (d) =>
            `  ${String(d.withdrawalId).padStart(5)} ${major(d.amount).padStart(12)} ${d.account} paid ${d.paidAt}, "not received" ${d.answeredAt}, proof: ${d.proofs.join(' ')}`,
        )
        .join('\n');
    }
    case 'withdrawal-dispute': {
      const w = await callOperator(
        config,
        'POST',
        withdrawalReceiptPaths.operatorResolve(command.id),
        operatorWithdrawalSchema,
        { resolve: command.resolve },
      );
      return command.resolve === 'refund'
        ? `Dispute of withdrawal ${w.id} settled: ${major(w.amount)} refunded to ${w.account}.`
        : `Dispute of withdrawal ${w.id} settled as paid.`;
    }
    case 'withdrawal-receipt-minutes': {
      const path = withdrawalReceiptPaths.operatorReceiptSettings;
      const set =
        command.minutes === undefined
          ? await callOperator(config, 'GET', path, receiptSettingsSchema)
          : await callOperator(config, 'PUT', path, receiptSettingsSchema, {
              minutes: command.minutes,
            });
      return `A payout counts as received ${set.minutes} minutes after it was made unless the member answers.`;
    }
    case 'withdrawal-settings': {
      const limits = command.limits
        ? await callOperator(
            config,
            'PUT',
            withdrawalPaths.operatorSettings,
            withdrawalLimitsSchema,
            command.limits,
          )
        : await callOperator(
            config,
            'GET',
            withdrawalPaths.operatorSettings,
            withdrawalLimitsSchema,
          );
      return `Withdrawal bounds: min ${limits.minAmount} (${major(limits.minAmount)}), max ${limits.maxAmount} (${major(limits.maxAmount)}).`;
    }
  }
}
