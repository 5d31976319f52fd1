import {
  createDepositOrderSchema,
  depositChannelListSchema,
  depositOrderListQuerySchema,
  depositOrderListSchema,
  depositOrderParamsSchema,
  depositOrderSchema,
  depositPaths,
  okEnvelopeSchema,
  quickAmountsWithin,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { limitedBy } from '../../lib/quota';
import type { DepositService } from './deposit-service';
import { memberOrderByRef, memberOrderOf, memberOrders } from './order-repository';
import { depositQuotas } from './quotas';

export type DepositRoutesOptions = {
  service: DepositService;
  currency: string;
};

/**
 * The member's deposit calls (T, not trial), amounts in minor units (ADR 016). Trial members
 * play with demo money only, so they may call none of them (spec §6, S6).
 */
const depositRoutes: FastifyPluginAsyncZod<DepositRoutesOptions> = async (app, options) => {
  const { service, currency } = options;
  app.get(
    depositPaths.channels,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags: ['deposit'],
        summary: 'Deposit channels open now, with their bounds (T)',
        response: { 200: okEnvelopeSchema(depositChannelListSchema) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return ok(
        (await service.openChannels()).map((c) => ({
          code: c.code,
          name: language === 'pt' ? c.namePt : c.nameEn,
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          quickAmounts: quickAmountsWithin(c.minAmount, c.maxAmount),
          currency,
        })),
      );
    },
  );

  app.post(
    depositPaths.orders,
    {
      preHandler: [
        app.authenticateMember,
        limitedBy(depositQuotas.orders, (request) => request.memberId!),
      ],
      schema: {
        tags: ['deposit'],
        summary: "Create a deposit order; pay it at the order's checkoutUrl (T)",
        body: createDepositOrderSchema,
        response: { 200: okEnvelopeSchema(depositOrderSchema) },
      },
    },
    async (request) =>
      ok(memberOrderOf(await service.createOrder(request.memberId!, request.body))),
  );

  app.get(
    depositPaths.orders,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags: ['deposit'],
        summary: "The member's deposit orders, newest first (T)",
        querystring: depositOrderListQuerySchema,
        response: { 200: okEnvelopeSchema(depositOrderListSchema) },
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      return ok(await memberOrders(app.db, request.memberId!, pageNo, pageSize));
    },
  );

  app.get(
    depositPaths.order,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags: ['deposit'],
        summary: 'One of the member’s deposit orders (T)',
        params: depositOrderParamsSchema,
        response: { 200: okEnvelopeSchema(depositOrderSchema) },
      },
    },
    async (request) => {
      const { orderRef } = request.params;
      const order = await memberOrderByRef(app.db, request.memberId!, orderRef);
      // Another member's order is as unknown as a made-up one (S6).
      if (!order) throw new AppError('NOT_FOUND', `deposit order ${orderRef}`);
      return ok(memberOrderOf(order));
    },
  );
};

export default depositRoutes;
