import {
  depositPaths,
  okEnvelopeSchema,
  operatorDepositChannelParamsSchema,
  operatorDepositChannelPatchSchema,
  operatorDepositChannelSchema,
  operatorDepositOrderQuerySchema,
  operatorDepositOrderSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { allDepositChannels, operatorChannelOf } from './channel-repository';
import type { DepositService } from './deposit-service';
import { recentOrders } from './order-repository';

/** Deposit channels and orders for operators (`npm run operator -- deposit …`); no cache. */
const depositOperatorRoutes: FastifyPluginAsyncZod<{ service: DepositService }> = async (
  app,
  { service },
) => {
  app.get(
    depositPaths.operatorChannels,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorDepositChannelSchema)) },
      },
    },
    async () => ok((await allDepositChannels(app.db)).map(operatorChannelOf)),
  );

  app.patch(
    depositPaths.operatorChannel,
    {
      schema: {
        params: operatorDepositChannelParamsSchema,
        body: operatorDepositChannelPatchSchema,
        response: { 200: okEnvelopeSchema(operatorDepositChannelSchema) },
      },
    },
    async (request) =>
      ok(operatorChannelOf(await service.changeChannel(request.params.code, request.body))),
  );

  app.get(
    depositPaths.operatorOrders,
    {
      schema: {
        querystring: operatorDepositOrderQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorDepositOrderSchema)) },
      },
    },
    async (request) => ok(await recentOrders(app.db, request.query.limit)),
  );
};

export default depositOperatorRoutes;
