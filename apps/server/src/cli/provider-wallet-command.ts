import {
  MAX_AMOUNT,
  providerWalletModeSchema,
  providerWalletModesSchema,
  providerWalletSettingsSchema,
  walletPaths,
} from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- provider-wallet settings [--max-win <N>]` (R12). */
export type ProviderWalletCommand =
  | { kind: 'provider-wallet-settings'; maxWinPerRound?: number }
  | { kind: 'provider-wallet-mode'; set?: { vendorCode: string; mode: 'transfer' | 'seamless' } };

export const providerWalletUsage = `  provider-wallet settings [--max-win <N>]
                                           show or set the most a game provider may pay
                                           for one round, in minor units (100 = 1.00)
  provider-wallet mode [--vendor <CODE> --mode transfer|seamless]
                                           show or set which providers keep a wallet of
                                           their own that members transfer money to`;

/** Parses the words after `provider-wallet`; a string is the problem to show. */
export function parseProviderWallet(
  words: string[],
  options: Map<string, string>,
): ProviderWalletCommand | string {
  if (words.length === 1 && words[0] === 'mode') return parseMode(options);
  const unknown = [...options.keys()].find((k) => k !== 'max-win');
  if (unknown) return `Unknown option --${unknown} for "provider-wallet".`;
  if (words.length !== 1 || words[0] !== 'settings') {
    return 'Say "provider-wallet settings" or "provider-wallet mode".';
  }
  const maxWin = options.get('max-win');
  if (maxWin === undefined) return { kind: 'provider-wallet-settings' };
  const parsed = providerWalletSettingsSchema.safeParse({ maxWinPerRound: Number(maxWin) });
  if (!parsed.success) return `--max-win takes a whole number of minor units, 1 to ${MAX_AMOUNT}.`;
  return { kind: 'provider-wallet-settings', maxWinPerRound: parsed.data.maxWinPerRound };
}

function parseMode(options: Map<string, string>): ProviderWalletCommand | string {
  const unknown = [...options.keys()].find((k) => k !== 'vendor' && k !== 'mode');
  if (unknown) return `Unknown option --${unknown} for "provider-wallet mode".`;
  if (options.size === 0) return { kind: 'provider-wallet-mode' };
  const parsed = providerWalletModeSchema.safeParse({
    vendorCode: options.get('vendor')?.toUpperCase(),
    mode: options.get('mode')?.toLowerCase(),
  });
  if (!parsed.success) return 'Give --vendor <CODE> and --mode transfer or seamless together.';
  return { kind: 'provider-wallet-mode', set: parsed.data };
}

const major = (minor: number) => (minor / 100).toFixed(2);

export async function runProviderWallet(
  command: ProviderWalletCommand,
  config: OperatorClientConfig,
): Promise<string> {
  if (command.kind === 'provider-wallet-mode') {
    const path = walletPaths.operatorProviderModes;
    const modes = command.set
      ? await callOperator(config, 'PUT', path, providerWalletModesSchema, command.set)
      : await callOperator(config, 'GET', path, providerWalletModesSchema);
    return modes.transferVendors.length === 0
      ? 'Every game provider is seamless (one wallet).'
      : `Providers in transfer mode: ${modes.transferVendors.join(', ')}; every other is seamless.`;
  }
  const path = walletPaths.operatorProviderSettings;
  const settings =
    command.maxWinPerRound === undefined
      ? await callOperator(config, 'GET', path, providerWalletSettingsSchema)
      : await callOperator(config, 'PUT', path, providerWalletSettingsSchema, {
          maxWinPerRound: command.maxWinPerRound,
        });
  const max = settings.maxWinPerRound;
  return `Maximum win per round for game providers: ${max} (${major(max)}).`;
}
