import {
  consolidatedFundsSchema,
  errorEnvelopeSchema,
  isTrialType,
  merchantWalletSchema,
  okEnvelopeSchema,
  walletBalanceSchema,
  walletPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { heldBalanceOf } from '../withdrawal/held-balance';
import { readBalance } from './ledger';

export type WalletRoutesOptions = { currency: string };

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/**
 * The member's wallet calls of spec §7. Amounts are integer minor units (ADR 007). Trial
 * members see their play money too; they just cannot withdraw it.
 */
const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { currency }) => {
  app.get(
    walletPaths.balance,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The member's balance in minor units (T)",
        response: { 200: okEnvelopeSchema(walletBalanceSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
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
        response: { 200: okEnvelopeSchema(consolidatedFundsSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const memberId = request.memberId!;
      const [balance, heldBalance] = await Promise.all([
        readBalance(app.db, memberId),
        heldBalanceOf(app.db, memberId),
      ]);
      // A pending withdrawal already left the balance when it was asked for (ADR 017), so
      // the held money is shown beside the balance and the whole balance is withdrawable.
      const withdrawable = isTrialType(request.member!.type) ? 0 : balance;
      return ok({ currency, balance, heldBalance, withdrawableBalance: withdrawable });
    },
  );

  app.get(
    walletPaths.merchantWallet,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Whether the site runs one wallet for every game (T)',
        response: { 200: okEnvelopeSchema(merchantWalletSchema), ...errors },
      },
    },
    async (_request, reply) => {
      // The same for every member and for the server's life; the client caches it too.
      reply.header('cache-control', 'private, max-age=300');
      return ok({ isSingle: true, currency });
    },
  );
};

export default walletRoutes;
