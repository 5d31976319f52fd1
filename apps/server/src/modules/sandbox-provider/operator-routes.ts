import {
  IN_HOUSE_VENDOR,
  lotteryVendorRoutes,
  okEnvelopeSchema,
  providerWalletModeSchema,
  providerWalletModesSchema,
  walletPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { setTransferVendor, transferVendorCodes } from './transfer-wallet-repository';

const reply = { 200: okEnvelopeSchema(providerWalletModesSchema) };

/**
 * Which providers the sandbox aggregator runs in transfer mode (`npm run operator --
 * provider-wallet mode --vendor X --transfer|--seamless`, issue 15). Only vendors it plays
 * (those with a wallet secret, not the in-house games nor lottery) can be switched. Money
 * members left at a provider put back in seamless mode stays theirs to move out.
 */
const sandboxOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = async () => ({ transferVendors: await transferVendorCodes(app.db) });

  app.get(walletPaths.operatorProviderModes, { schema: { response: reply } }, async () =>
    ok(await current()),
  );

  app.put(
    walletPaths.operatorProviderModes,
    { schema: { body: providerWalletModeSchema, response: reply } },
    async (request) => {
      const { vendorCode, mode } = request.body;
      const played =
        vendorCode !== IN_HOUSE_VENDOR &&
        !(vendorCode in lotteryVendorRoutes) &&
        (await app.providerSecrets.secretFor(vendorCode)) !== null;
      if (!played) throw new AppError('PROVIDER_WALLET_UNKNOWN', vendorCode);
      await setTransferVendor(app.db, vendorCode, mode === 'transfer');
      return ok(await current());
    },
  );
};

export default sandboxOperatorRoutes;
