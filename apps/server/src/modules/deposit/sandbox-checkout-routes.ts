import {
  depositOrderParamsSchema,
  sandboxCheckoutPath,
  sandboxCheckoutRoute as CHECKOUT,
} from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/envelope';
import { checkoutPage } from './sandbox-checkout-page';
import type { SandboxGateway, SandboxPayment } from './sandbox-gateway';

/**
 * The sandbox gateway's payer-facing pages (not part of the site's API): the checkout, and
 * the two buttons, which post plain forms and answer with the page in its new state.
 */
const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  // The checkout's forms post no fields; only this scope accepts a form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const page = (reply: FastifyReply, payment: SandboxPayment | undefined, orderRef: string) =>
    reply
      .code(payment ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(checkoutPage(payment, sandboxCheckoutPath(orderRef), requestLanguage(reply.request)));

  const schema = { hide: true, params: depositOrderParamsSchema };
  app.get(CHECKOUT, { schema }, async (request, reply) =>
    page(reply, await gateway.payment(request.params.orderRef), request.params.orderRef),
  );
  app.post(`${CHECKOUT}/pay`, { schema }, async (request, reply) =>
    page(reply, await gateway.settle(request.params.orderRef, 'paid'), request.params.orderRef),
  );
  app.post(`${CHECKOUT}/cancel`, { schema }, async (request, reply) =>
    page(
      reply,
      await gateway.settle(request.params.orderRef, 'cancelled'),
      request.params.orderRef,
    ),
  );
};

export default sandboxCheckoutRoutes;
