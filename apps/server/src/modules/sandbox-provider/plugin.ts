import fp from 'fastify-plugin';
import sandboxRoutes from './routes';
import { catalogueEntry } from './catalogue';
import { SandboxProvider } from './service';
import { injectTransport } from '../../lib/post-transport';
import { SeamlessWalletClient, WalletRefusal } from './wallet-client';
import { GameSessions } from '../wallet';
import sandboxOperatorRoutes from './operator-routes';

/**
 * The bundled sandbox provider adapter (docs/provider-wallet-api.md "The sandbox
 * aggregator"): plays third-party catalogue entries with one generic game and settles
 * through the seamless wallet like an outside aggregator, over HTTP via `inject`.
 */
export default fp<{ currency: string }>(
  async (app, { currency }) => {
    const wallet = new SeamlessWalletClient({
      transport: injectTransport(app),
      secretFor: async (vendorCode) => {
        const secret = await app.providerSecrets.secretFor(vendorCode);
        // No secret: the vendor the page named is no provider of the catalogue, so the game
        // token cannot be one of its sessions. The player's mistake (S7), not an outage.
        if (!secret) throw new WalletRefusal('GAME_SESSION_INVALID', 401, undefined);
        return secret;
      },
    });
    const provider = new SandboxProvider({
      db: app.db,
      wallet,
      demos: app.demoGames,
      gameSessions: new GameSessions(app.db),
      currency,
      catalogue: (game) => catalogueEntry(app.gameCatalogue, game),
    });
    await app.register(sandboxRoutes, { provider });
    await app.registerOperatorRoutes(sandboxOperatorRoutes);
  },
  {
    name: 'sandbox-provider',
    dependencies: ['db', 'wallet', 'games', 'in-house-games', 'operator-api'],
  },
);
