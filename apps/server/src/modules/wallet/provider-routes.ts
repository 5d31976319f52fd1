import {
  okEnvelopeSchema,
  PROVIDER_SIGNATURE_HEADER,
  providerBalanceRequestSchema,
  providerBetRequestSchema,
  providerRollbackRequestSchema,
  providerWalletReplySchema,
  providerWalletRoute,
  providerWinRequestSchema,
  vendorCodeSchema,
  vendorParamsSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { ProviderSecrets } from './provider-secrets';
import { verifyProviderSignature } from './provider-signature';
import type { ProviderWallet } from './provider-wallet';

export type ProviderRoutesOptions = { wallet: ProviderWallet; secrets: ProviderSecrets };

/**
 * The seamless-wallet endpoints game providers call, server to server. Every body must be
 * signed with the provider's secret (HMAC-SHA256 over the exact bytes sent), so the JSON
 * parser of this scope keeps the raw text for the check.
 */
const providerRoutes: FastifyPluginAsyncZod<ProviderRoutesOptions> = async (app, options) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    },
  );

  // Before schema validation: a caller that cannot sign learns nothing about our schemas.
  app.addHook('preValidation', async (request) => {
    const vendorCode = (request.params as { vendorCode?: unknown }).vendorCode;
    const parsed = vendorCodeSchema.safeParse(vendorCode);
    const secret = parsed.success ? await options.secrets.secretFor(parsed.data) : null;
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    const raw = rawBodies.get(request);
    if (
      !secret ||
      raw === undefined ||
      typeof signature !== 'string' ||
      !verifyProviderSignature(secret, raw, signature)
    ) {
      throw new AppError('SIGNATURE_INVALID', `provider ${String(vendorCode)}`);
    }
  });

  const route = <B>(summary: string, body: B) => ({
    schema: {
      tags: ['provider wallet'],
      summary,
      params: vendorParamsSchema,
      body,
      response: { 200: okEnvelopeSchema(providerWalletReplySchema) },
    },
  });
  const { wallet } = options;

  app.post(
    providerWalletRoute('balance'),
    route('Balance of the game token’s member', providerBalanceRequestSchema),
    async (request) => ok(await wallet.balance(request.params.vendorCode, request.body.token)),
  );
  app.post(
    providerWalletRoute('bet'),
    route('Debit a bet (idempotent by transactionId)', providerBetRequestSchema),
    async (request) => ok(await wallet.bet(request.params.vendorCode, request.body)),
  );
  app.post(
    providerWalletRoute('win'),
    route('Credit a win for a bet (idempotent by transactionId)', providerWinRequestSchema),
    async (request) => ok(await wallet.win(request.params.vendorCode, request.body)),
  );
  app.post(
    providerWalletRoute('rollback'),
    route('Give a bet back, once (idempotent by betTransactionId)', providerRollbackRequestSchema),
    async (request) => ok(await wallet.rollback(request.params.vendorCode, request.body)),
  );
};

export default providerRoutes;
