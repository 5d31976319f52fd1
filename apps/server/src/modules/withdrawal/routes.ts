import {
  errorEnvelopeSchema,
  MAX_PAYOUT_ACCOUNTS,
  okEnvelopeSchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
  withdrawalIdParamsSchema,
  withdrawalListSchema,
  withdrawalPaths,
  withdrawalRequestSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { readWithdrawalLimits } from './limits';
import { confirmWithPassword } from './password-check';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts';
import type { WithdrawalService } from './withdrawals';

export type WithdrawalRoutesOptions = { service: WithdrawalService; currency: string };

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const tags = ['withdrawal'];

/**
 * The member's withdrawal calls (ADR 017), all T and refused to trial members
 * (`authenticateMember`: play money is not withdrawable). Replies are never cached.
 */
const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  { service, currency },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const member = { preHandler: app.authenticateMember };

  app.get(
    withdrawalPaths.settings,
    {
      ...member,
      schema: {
        tags,
        summary: 'The bounds of one withdrawal and the payout-account limit (T)',
        response: { 200: okEnvelopeSchema(withdrawalSettingsSchema), ...errors },
      },
    },
    async () => {
      const limits = await readWithdrawalLimits(app.db);
      return ok({ currency, ...limits, maxPayoutAccounts: MAX_PAYOUT_ACCOUNTS });
    },
  );

  app.get(
    withdrawalPaths.payoutAccounts,
    {
      ...member,
      schema: {
        tags,
        summary: "The member's payout accounts (T)",
        response: { 200: okEnvelopeSchema(z.array(payoutAccountSchema)), ...errors },
      },
    },
    async (request) => ok(await listPayoutAccounts(app.db, request.memberId!)),
  );

  app.post(
    withdrawalPaths.payoutAccounts,
    {
      ...member,
      schema: {
        tags,
        summary: 'Save a PIX key as a payout account (T)',
        body: payoutAccountInputSchema,
        response: { 200: okEnvelopeSchema(payoutAccountSchema), ...errors },
      },
    },
    async (request) => ok(await addPayoutAccount(app.db, request.memberId!, request.body)),
  );

  app.delete(
    `${withdrawalPaths.payoutAccounts}/:id`,
    {
      ...member,
      schema: {
        tags,
        summary: 'Remove a payout account (T)',
        params: withdrawalIdParamsSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await removePayoutAccount(app.db, request.memberId!, request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    withdrawalPaths.withdrawals,
    {
      ...member,
      schema: {
        tags,
        summary: "The member's withdrawal requests, newest first (T)",
        response: { 200: okEnvelopeSchema(withdrawalListSchema), ...errors },
      },
    },
    async (request) => ok(await service.history(request.memberId!)),
  );

  app.post(
    withdrawalPaths.withdrawals,
    {
      ...member,
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Ask for a withdrawal; the amount leaves the balance at once (T, E)',
        body: withdrawalRequestSchema,
        response: { 200: okEnvelopeSchema(withdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const { requestId, amount, payoutAccountId, password } = request.body;
      const limits = await readWithdrawalLimits(app.db);
      if (amount < limits.minAmount || amount > limits.maxAmount) {
        throw new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', `${amount}`, { ...limits });
      }
      await confirmWithPassword(app.db, request.member!, password, request.ip);
      return ok(await service.request(request.memberId!, { requestId, amount, payoutAccountId }));
    },
  );

  app.post(
    withdrawalPaths.cancel(':id'),
    {
      ...member,
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal; the amount comes back (T)',
        params: withdrawalIdParamsSchema,
        response: { 200: okEnvelopeSchema(withdrawalSchema), ...errors },
      },
    },
    async (request) => ok(await service.cancel(request.memberId!, request.params.id)),
  );
};

export default withdrawalRoutes;
