import {
  okEnvelopeSchema,
  walletPaths,
  walletTransferSchema,
  walletTransferValueSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { walletQuotas } from './quotas';
import { transferFunds, type TransferWallets } from './transfer-wallets';

export type TransferRoutesOptions = { currency: string; transferWallets: TransferWallets };

/** Spec §7 `/wps/relay/GCS_walletTransfer` (POST, T): the member centre's transferFund. */
const transferRoutes: FastifyPluginAsyncZod<TransferRoutesOptions> = async (
  app,
  { currency, transferWallets },
) => {
  const byMember = limitedBy(walletQuotas.transfers, (request) => request.memberId!);
  app.post(
    walletPaths.walletTransfer,
    {
      preHandler: [app.authenticateMember, byMember],
      schema: {
        tags: ['wallet'],
        summary: "Move money into or out of a transfer-mode provider's wallet (T)",
        description:
          'Idempotent by requestId: the same id again answers the first transfer and moves nothing.',
        body: walletTransferSchema,
        response: { 200: okEnvelopeSchema(walletTransferValueSchema) },
      },
    },
    async (request) =>
      ok(await transferFunds(app.db, transferWallets, request.memberId!, request.body, currency)),
  );
};

export default transferRoutes;
