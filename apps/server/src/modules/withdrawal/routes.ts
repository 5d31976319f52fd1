import {
  jurisdictionRules,
  MAX_PAYOUT_ACCOUNTS,
  okEnvelopeSchema,
  payoutAccountInputSchema,
  payoutAccountSchema,
  stepUpRequestSchema,
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
import { limitedBy } from '../../lib/quota';
import { readWithdrawalLimits } from './limits';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts';
import { withdrawalQuotas } from './quotas';
import type { WithdrawalService } from './withdrawals';

export type WithdrawalRoutesOptions = { service: WithdrawalService; currency: string };

const tags = ['withdrawal'];

/**
 * The member's withdrawal calls (ADR 017), all T and refused to trial members
 * (`authenticateMember`: play money is not withdrawable). Replies are never cached.
 */
const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  { service, currency },
) => {
  const member = { preHandler: app.authenticateMember };
  /** A member's call that takes one from a quota (S9) once the member is known. */
  const memberWithin = (quota: (typeof withdrawalQuotas)[keyof typeof withdrawalQuotas]) => ({
    preHandler: [app.authenticateMember, limitedBy(quota, (request) => request.memberId!)],
  });

  app.get(
    withdrawalPaths.settings,
    {
      ...member,
      schema: {
        tags,
        summary: 'The bounds of one withdrawal and the payout-account limit (T)',
        response: { 200: okEnvelopeSchema(withdrawalSettingsSchema) },
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
        response: { 200: okEnvelopeSchema(z.array(payoutAccountSchema)) },
      },
    },
    async (request) => ok(await listPayoutAccounts(app.db, request.memberId!)),
  );

  app.post(
    withdrawalPaths.payoutAccounts,
    {
      ...memberWithin(withdrawalQuotas.payoutAccounts),
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Save a PIX key as a payout account, with the step-up proof (T, E)',
        body: payoutAccountInputSchema,
        response: { 200: okEnvelopeSchema(payoutAccountSchema) },
      },
    },
    async (request) => ok(await addPayoutAccount(app.db, request.member!, request.body)),
  );

  app.delete(
    `${withdrawalPaths.payoutAccounts}/:id`,
    {
      ...member,
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Remove a payout account, with the step-up proof (T, E)',
        params: withdrawalIdParamsSchema,
        body: stepUpRequestSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      await removePayoutAccount(app.db, request.member!, request.params.id, request.body.proof);
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
        response: { 200: okEnvelopeSchema(withdrawalListSchema) },
      },
    },
    async (request) => ok(await service.history(request.memberId!)),
  );

  app.post(
    withdrawalPaths.withdrawals,
    {
      ...memberWithin(withdrawalQuotas.requests),
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Ask for a withdrawal; the amount leaves the balance at once (T, E)',
        body: withdrawalRequestSchema,
        response: { 200: okEnvelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => ok(await service.request(request.member!, request.body, request.ip)),
  );

  app.post(
    withdrawalPaths.cancel(':id'),
    {
      ...member,
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal; the amount comes back (T)',
        params: withdrawalIdParamsSchema,
        response: { 200: okEnvelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const { jurisdiction } = (await app.settings.get()).protection;
      const { withdrawalReversible } = jurisdictionRules[jurisdiction];
      return ok(await service.cancel(request.memberId!, request.params.id, withdrawalReversible));
    },
  );
};

export default withdrawalRoutes;
