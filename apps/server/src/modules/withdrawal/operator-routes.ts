import {
  disputeResolutionSchema,
  okEnvelopeSchema,
  receiptSettingsSchema,
  withdrawalDisputeSchema,
  withdrawalReceiptPaths,
  withdrawalRejectSchema,
  operatorWithdrawalQuerySchema,
  operatorWithdrawalSchema,
  withdrawalIdParamsSchema,
  withdrawalLimitsSchema,
  withdrawalPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { readWithdrawalLimits, writeWithdrawalLimits } from './limits';
import { listDisputes, readReceiptMinutes, writeReceiptMinutes } from './receipt';
import type { WithdrawalService } from './withdrawals';

const one = okEnvelopeSchema(operatorWithdrawalSchema);
const path = withdrawalPaths.operatorWithdrawals;

/**
 * Settling withdrawals for operators (`npm run operator -- withdrawal …`, ADR 017): list,
 * approve (paid through the gateway), reject with a reason (money back), and the bounds of
 * one request. Every change is seen by the next member call: nothing here is cached.
 */
const withdrawalOperatorRoutes: FastifyPluginAsyncZod<{ service: WithdrawalService }> = async (
  app,
  { service },
) => {
  app.get(
    path,
    {
      schema: {
        querystring: operatorWithdrawalQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorWithdrawalSchema)) },
      },
    },
    async (request) => ok(await service.operatorList(request.query)),
  );

  app.post(
    `${path}/:id/approve`,
    { schema: { params: withdrawalIdParamsSchema, response: { 200: one } } },
    async (request) => ok(await service.approve(request.params.id)),
  );

  app.post(
    `${path}/:id/reject`,
    {
      schema: {
        params: withdrawalIdParamsSchema,
        body: withdrawalRejectSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.reject(id, request.body.reason);
      const [rejected] = await service.operatorList({ id });
      return ok(rejected!);
    },
  );

  const limitsReply = { 200: okEnvelopeSchema(withdrawalLimitsSchema) };
  app.get(withdrawalPaths.operatorSettings, { schema: { response: limitsReply } }, async () =>
    ok(await readWithdrawalLimits(app.db)),
  );
  app.put(
    withdrawalPaths.operatorSettings,
    { schema: { body: withdrawalLimitsSchema, response: limitsReply } },
    async (request) => {
      await writeWithdrawalLimits(app.db, request.body);
      return ok(await readWithdrawalLimits(app.db));
    },
  );

  app.get(
    withdrawalReceiptPaths.operatorDisputes,
    { schema: { response: { 200: okEnvelopeSchema(z.array(withdrawalDisputeSchema)) } } },
    async () => ok(await listDisputes(app.db)),
  );

  app.post(
    withdrawalReceiptPaths.operatorResolve(':id'),
    {
      schema: {
        params: withdrawalIdParamsSchema,
        body: disputeResolutionSchema,
        response: { 200: one },
      },
    },
    async (request) => ok(await service.resolveDispute(request.params.id, request.body.resolve)),
  );

  app.get(
    withdrawalReceiptPaths.operatorReceiptSettings,
    { schema: { response: { 200: okEnvelopeSchema(receiptSettingsSchema) } } },
    async () => ok({ minutes: await readReceiptMinutes(app.db) }),
  );

  app.put(
    withdrawalReceiptPaths.operatorReceiptSettings,
    {
      schema: {
        body: receiptSettingsSchema,
        response: { 200: okEnvelopeSchema(receiptSettingsSchema) },
      },
    },
    async (request) => {
      await writeReceiptMinutes(app.db, request.body.minutes);
      return ok({ minutes: await readReceiptMinutes(app.db) });
    },
  );
};

export default withdrawalOperatorRoutes;
