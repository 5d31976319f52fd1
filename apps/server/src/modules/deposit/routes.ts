import {
  createDepositOrderSchema,
  depositChannelListSchema,
  depositOrderListQuerySchema,
  depositOrderListSchema,
  depositOrderParamsSchema,
  depositOrderSchema,
  depositPaths,
  errorEnvelopeSchema,
  isTrialType,
  okEnvelopeSchema,
  quickAmountsWithin,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { allDepositChannels } from './channel-repository';
import type { DepositService } from './deposit-service';
import type { PaymentGateways } from './gateway';
import { memberOrderByRef, memberOrderOf, memberOrders } from './order-repository';

export type DepositRoutesOptions = {
  service: DepositService;
  gateways: PaymentGateways;
  currency: string;
};

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/** Trial members play with demo money only: no deposits (spec §6, S6). */
function realMemberId(request: FastifyRequest): number {
  if (isTrialType(request.member!.type)) {
    throw new AppError('TRIAL_NOT_ALLOWED', `deposit by trial member ${request.memberId}`);
  }
  return request.memberId!;
}

/** The member's deposit calls (T, not trial), amounts in minor units (ADR 016). */
const depositRoutes: FastifyPluginAsyncZod<DepositRoutesOptions> = async (app, options) => {
  const { service, gateways, currency } = options;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    depositPaths.channels,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['deposit'],
        summary: 'Deposit channels open now, with their bounds (T)',
        response: { 200: okEnvelopeSchema(depositChannelListSchema), ...errors },
      },
    },
    async (request) => {
      realMemberId(request);
      const language = requestLanguage(request);
      const channels = (await allDepositChannels(app.db)).filter(
        (c) => c.enabled && gateways.has(c.gatewayCode),
      );
      return ok(
        channels.map((c) => ({
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
      preHandler: app.authenticate,
      schema: {
        tags: ['deposit'],
        summary: "Create a deposit order; pay it at the order's checkoutUrl (T)",
        body: createDepositOrderSchema,
        response: { 200: okEnvelopeSchema(depositOrderSchema), ...errors },
      },
    },
    async (request) =>
      ok(memberOrderOf(await service.createOrder(realMemberId(request), request.body))),
  );

  app.get(
    depositPaths.orders,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['deposit'],
        summary: "The member's deposit orders, newest first (T)",
        querystring: depositOrderListQuerySchema,
        response: { 200: okEnvelopeSchema(depositOrderListSchema), ...errors },
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      return ok(await memberOrders(app.db, realMemberId(request), pageNo, pageSize));
    },
  );

  app.get(
    depositPaths.order,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['deposit'],
        summary: 'One of the member’s deposit orders (T)',
        params: depositOrderParamsSchema,
        response: { 200: okEnvelopeSchema(depositOrderSchema), ...errors },
      },
    },
    async (request) => {
      const { orderRef } = request.params;
      const order = await memberOrderByRef(app.db, realMemberId(request), orderRef);
      // Another member's order is as unknown as a made-up one (S6).
      if (!order) throw new AppError('NOT_FOUND', `deposit order ${orderRef}`);
      return ok(memberOrderOf(order));
    },
  );
};

export default depositRoutes;
