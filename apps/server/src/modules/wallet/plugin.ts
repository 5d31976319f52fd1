import fp from 'fastify-plugin';
import historyRoutes from './history-routes';
import walletOperatorRoutes from './operator-routes';
import providerRoutes from './provider-routes';
import { ProviderSecrets } from './provider-secrets';
import { ProviderWallet, type StakeGuard } from './provider-wallet';
import walletRoutes, { type WalletRoutesOptions } from './routes';
import transferRoutes from './transfer-routes';
import { noTransferWallets, type TransferWallets } from './transfer-wallets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seamless wallet as providers call it; in-house games may call it directly. */
    providerWallet: ProviderWallet;
    /** Signing secrets of game providers (to sign calls made by the built-in ones). */
    providerSecrets: ProviderSecrets;
  }
}

export type WalletPluginOptions = {
  currency: string;
  /** PROVIDER_WALLET_SECRETS: vendor code → secret. */
  providerSecrets: Readonly<Record<string, string>>;
  /** Pending withdrawals beside the balance (none when no module holds money). */
  heldBalance?: WalletRoutesOptions['heldBalance'] | undefined;
  /** Transfer-mode providers' wallets (none: the merchant wallet is single). */
  transferWallets?: TransferWallets | undefined;
  /** Player protection's check before a bet debits (ADR 032); none: bets are unguarded. */
  stakeGuard?: StakeGuard | undefined;
};

/** The wallet module: member wallet calls and the provider-facing seamless wallet. */
export default fp<WalletPluginOptions>(
  async (app, options) => {
    const secrets = new ProviderSecrets(app.db, options.providerSecrets);
    const wallet = new ProviderWallet(
      app.db,
      options.currency,
      async () => (await app.settings.get()).providerMaxWinPerRound,
      options.stakeGuard,
    );
    app.decorate('providerWallet', wallet);
    app.decorate('providerSecrets', secrets);
    const transferWallets = options.transferWallets ?? noTransferWallets;
    await app.register(walletRoutes, {
      currency: options.currency,
      heldBalance: options.heldBalance ?? (async () => 0),
      transferWallets,
    });
    await app.register(transferRoutes, { currency: options.currency, transferWallets });
    await app.register(historyRoutes, { currency: options.currency });
    await app.register(providerRoutes, { wallet, secrets });
    await app.registerOperatorRoutes(walletOperatorRoutes);
  },
  { name: 'wallet', dependencies: ['db', 'sessions', 'settings', 'operator-api'] },
);
