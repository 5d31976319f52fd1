import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  okEnvelopeSchema,
  walletBalanceSchema,
  walletPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { consolidatedFunds, type HeldBalanceOf } from './funds';
import { readBalance } from './ledger';
import type { TransferWallets } from './transfer-wallets';

export type WalletRoutesOptions = {
  currency: string;
  /**
   * Money "in process" beside the balance (pending withdrawals). The withdrawal module
   * owns it; app.ts passes it in, so the wallet does not depend on its own client.
   */
  heldBalance: HeldBalanceOf;
  /** Transfer-mode providers' wallets (issue 15); app.ts lends the sandbox's. */
  transferWallets: TransferWallets;
};

/**
 * The member's wallet calls of spec §7. Amounts are integer minor units (ADR 007). Trial
 * members see their play money too; they just cannot withdraw it.
 */
const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { currency, heldBalance: heldBalanceOf, transferWallets },
) => {
  app.get(
    walletPaths.balance,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The member's balance in minor units (T)",
        response: { 200: okEnvelopeSchema(walletBalanceSchema) },
      },
    },
    async (request) => {
      return ok({ balance: await readBalance(app.db, request.memberId!), currency });
    },
  );

  app.get(
    walletPaths.consolidatedFunds,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The member's funds across wallets (T)",
        response: { 200: okEnvelopeSchema(consolidatedFundsSchema) },
      },
    },
    async (request) => {
      const [funds, providerWallets] = await Promise.all([
        consolidatedFunds(app.db, request.member!, heldBalanceOf),
        transferWallets.balances(app.db, request.memberId!),
      ]);
      return ok({ currency, ...funds, providerWallets });
    },
  );

  app.get(
    walletPaths.merchantWallet,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Whether the site runs one wallet for every game (T)',
        description: 'isSingle is false while any provider runs in transfer mode.',
        response: { 200: okEnvelopeSchema(merchantWalletSchema) },
      },
    },
    async (_request, reply) => {
      // The same for every member and changed only by the operator; the client caches it.
      reply.header('cache-control', 'private, max-age=60');
      const vendors = await transferWallets.transferVendors(app.db);
      return ok({ isSingle: vendors.length === 0, currency });
    },
  );
};

export default walletRoutes;
