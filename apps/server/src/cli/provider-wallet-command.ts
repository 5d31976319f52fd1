import { MAX_AMOUNT, providerWalletSettingsSchema, walletPaths } from '@openlobby/contract';
import { callOperator, type OperatorClientConfig } from './operator-client';

/** `npm run operator -- provider-wallet settings [--max-win <N>]` (R12). */
export type ProviderWalletCommand = { kind: 'provider-wallet-settings'; maxWinPerRound?: number };

export const providerWalletUsage = `  provider-wallet settings [--max-win <N>]
                                           show or set the most a game provider may pay
                                           for one round, in minor units (100 = 1.00)`;

/** Parses the words after `provider-wallet`; a string is the problem to show. */
export function parseProviderWallet(
  words: string[],
  options: Map<string, string>,
): ProviderWalletCommand | string {
  const unknown = [...options.keys()].find((k) => k !== 'max-win');
  if (unknown) return `Unknown option --${unknown} for "provider-wallet".`;
  if (words.length !== 1 || words[0] !== 'settings') return 'Say "provider-wallet settings".';
  const maxWin = options.get('max-win');
  if (maxWin === undefined) return { kind: 'provider-wallet-settings' };
  const parsed = providerWalletSettingsSchema.safeParse({ maxWinPerRound: Number(maxWin) });
  if (!parsed.success) return `--max-win takes a whole number of minor units, 1 to ${MAX_AMOUNT}.`;
  return { kind: 'provider-wallet-settings', maxWinPerRound: parsed.data.maxWinPerRound };
}

const major = (minor: number) => (minor / 100).toFixed(2);

export async function runProviderWallet(
  command: ProviderWalletCommand,
  config: OperatorClientConfig,
): Promise<string> {
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
