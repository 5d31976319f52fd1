import {
  depositChannelCodeSchema,
  depositPaths,
  operatorDepositChannelSchema,
  operatorDepositOrderSchema,
  type OperatorDepositChannel,
  type OperatorDepositChannelPatch,
  type OperatorDepositOrder,
} from '@openlobby/contract';
import { z } from 'zod';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- deposit …` (ADR 016). */
export type DepositCommand =
  | { kind: 'deposit-channels' }
  | { kind: 'deposit-set'; code: string; patch: OperatorDepositChannelPatch }
  | { kind: 'deposit-orders'; limit: number };

export const depositUsage = `  deposit channels                         deposit channels, their gateway, bounds and state
  deposit enable|disable <CODE>            offer a channel to members or stop offering it
  deposit bounds <CODE> [--min <amount>] [--max <amount>]
                                           a channel's minimum and maximum deposit, in the
                                           currency's major unit (e.g. --min 10 --max 50000.50)
  deposit orders [--limit 20]              latest deposit orders of every member`;

/** "10", "10.5" or "10.50" to minor units, without floating point; null if not money. */
export function minorUnitsOf(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

const major = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Parses the words after `deposit`; a string is the problem to show. */
export function parseDeposit(
  words: string[],
  options: Map<string, string>,
): DepositCommand | string {
  const [sub, arg, extra] = words;
  const allowed = sub === 'bounds' ? ['min', 'max'] : sub === 'orders' ? ['limit'] : [];
  const unknown = [...options.keys()].find((k) => !allowed.includes(k));
  if (unknown) return `Unknown option --${unknown} for "deposit ${sub ?? ''}".`;
  if (extra !== undefined) return `Unexpected "${extra}".`;
  if (sub === 'channels' && arg === undefined) return { kind: 'deposit-channels' };
  if (sub === 'orders' && arg === undefined) {
    const limit = Number(options.get('limit') ?? '20');
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      return '--limit takes a whole number from 1 to 200.';
    }
    return { kind: 'deposit-orders', limit };
  }
  if (sub === 'enable' || sub === 'disable' || sub === 'bounds') {
    const code = depositChannelCodeSchema.safeParse(arg?.toUpperCase());
    if (!code.success) return `Say "deposit ${sub} <CODE>", e.g. deposit ${sub} PIX.`;
    if (sub !== 'bounds') {
      return { kind: 'deposit-set', code: code.data, patch: { enabled: sub === 'enable' } };
    }
    const patch: OperatorDepositChannelPatch = {};
    for (const name of ['min', 'max'] as const) {
      const value = options.get(name);
      if (value === undefined) continue;
      const minor = minorUnitsOf(value);
      if (minor === null) return `--${name} must be a positive amount such as 10 or 10.50.`;
      patch[name === 'min' ? 'minAmount' : 'maxAmount'] = minor;
    }
    if (patch.minAmount === undefined && patch.maxAmount === undefined) {
      return 'Give --min and/or --max.';
    }
    if (patch.minAmount !== undefined && patch.maxAmount !== undefined) {
      if (patch.minAmount > patch.maxAmount) return '--min is above --max.';
    }
    return { kind: 'deposit-set', code: code.data, patch };
  }
  return 'Say "deposit channels", "deposit enable|disable <CODE>", "deposit bounds <CODE> …" or "deposit orders".';
}

const channelLine = (c: OperatorDepositChannel) =>
  `  ${c.code.padEnd(10)} ${c.enabled ? 'enabled ' : 'disabled'} via ${c.gatewayCode.padEnd(8)} ${major(c.minAmount)} to ${major(c.maxAmount)}  ${c.nameEn}`;

const orderLine = (o: OperatorDepositOrder) =>
  `  ${o.createdAt} ${o.orderRef} ${o.account.padEnd(16)} ${o.channelCode.padEnd(8)} ${major(o.amount).padStart(12)} ${o.currency} ${o.status}`;

export async function runDeposit(
  command: DepositCommand,
  config: OperatorClientConfig,
): Promise<string> {
  switch (command.kind) {
    case 'deposit-channels': {
      const all = await callOperator(
        config,
        'GET',
        depositPaths.operatorChannels,
        z.array(operatorDepositChannelSchema),
      );
      return all.length === 0 ? 'No deposit channels.' : all.map(channelLine).join('\n');
    }
    case 'deposit-set': {
      const saved = await callOperator(
        config,
        'PATCH',
        depositPaths.operatorChannel.replace(':code', encodeURIComponent(command.code)),
        operatorDepositChannelSchema,
        command.patch,
      );
      return `Saved deposit channel ${saved.code}.\n${channelLine(saved)}`;
    }
    case 'deposit-orders': {
      const orders = await callOperator(
        config,
        'GET',
        `${depositPaths.operatorOrders}?limit=${command.limit}`,
        z.array(operatorDepositOrderSchema),
      );
      return orders.length === 0 ? 'No deposit orders.' : orders.map(orderLine).join('\n');
    }
  }
}
