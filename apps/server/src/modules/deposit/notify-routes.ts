import {
  depositPaths,
  gatewayNotificationParamsSchema,
  gatewayNotificationReplySchema,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { DepositService } from './deposit-service';
import type { PaymentGateways } from './gateway';

/**
 * The payment gateways' webhook. The gateway authenticates the exact bytes it sent, so
 * this scope's JSON parser keeps the raw text; anything it does not vouch for is refused
 * before the body is even looked at, and changes nothing.
 */
const notifyRoutes: FastifyPluginAsyncZod<{
  service: DepositService;
  gateways: PaymentGateways;
}> = async (app, { service, gateways }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      done(null, {});
    },
  );

  app.post(
    depositPaths.gatewayNotify,
    {
      schema: {
        tags: ['deposit'],
        summary: "A payment gateway's signed notification (may arrive more than once)",
        params: gatewayNotificationParamsSchema,
        response: { 200: okEnvelopeSchema(gatewayNotificationReplySchema) },
      },
    },
    async (request) => {
      const { gatewayCode } = request.params;
      const gateway = gateways.get(gatewayCode);
      const raw = rawBodies.get(request);
      const notification =
        gateway && raw !== undefined
          ? await gateway.verifyNotification(raw, request.headers)
          : null;
      if (!notification) throw new AppError('SIGNATURE_INVALID', `gateway ${gatewayCode}`);
      const order = await service.applyNotification(gatewayCode, notification);
      return ok({ orderRef: order.orderRef, status: order.status });
    },
  );
};

export default notifyRoutes;
