import {
  okEnvelopeSchema,
  providerWalletSettingsSchema,
  walletPaths,
  type ProviderWalletSettings,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const reply = { 200: okEnvelopeSchema(providerWalletSettingsSchema) };

/**
 * The seamless wallet's operator setting (`npm run operator -- provider-wallet …`): the
 * maximum win per round for provider calls (R12). Kept in the run-time settings, so a
 * change reaches every server process within their 1 s cache.
 */
const walletOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = async (): Promise<ProviderWalletSettings> => ({
    maxWinPerRound: (await app.settings.get()).providerMaxWinPerRound,
  });

  app.get(walletPaths.operatorProviderSettings, { schema: { response: reply } }, async () =>
    ok(await current()),
  );

  app.put(
    walletPaths.operatorProviderSettings,
    { schema: { body: providerWalletSettingsSchema, response: reply } },
    async (request) => {
      await app.settings.set('providerMaxWinPerRound', request.body.maxWinPerRound);
      return ok(await current());
    },
  );
};

export default walletOperatorRoutes;
