import {
  disputeResolutionSchema,
  okEnvelopeSchema,
  receiptSettingsSchema,
  withdrawalDisputeSchema,
  withdrawalProofParamsSchema,
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
import { listDisputes, proofImage, readReceiptMinutes, writeReceiptMinutes } from './receipt';
import { AppError } from '../../lib/errors';
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
    withdrawalReceiptPaths.operatorProof(':name'),
    { schema: { params: withdrawalProofParamsSchema } },
    async (request, reply) => {
      const image = await proofImage(app.db, request.params.name);
      if (!image) throw new AppError('NOT_FOUND', request.params.name);
      // As feedback images (S5): the type the bytes proved, nosniff, a sandboxing CSP.
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(image.data);
    },
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
