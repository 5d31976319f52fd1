import {
  depositPaths,
  errorEnvelopeSchema,
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
import { AppError } from '../../lib/errors';
import { operatorGuard } from '../operator/auth';
import type { OperatorRoutesOptions } from '../operator/routes';
import { allDepositChannels, operatorChannelOf, patchDepositChannel } from './channel-repository';
import { recentOrders } from './order-repository';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const common = { tags: ['operator'], security: [{ operatorToken: [] }] };

/** Deposit channels and orders for operators (`npm run operator -- deposit …`); no cache. */
const depositOperatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', operatorGuard(opts.token, opts.allowRemote));

  app.get(
    depositPaths.operatorChannels,
    {
      schema: {
        ...common,
        response: { 200: okEnvelopeSchema(z.array(operatorDepositChannelSchema)), ...errors },
      },
    },
    async () => ok((await allDepositChannels(app.db)).map(operatorChannelOf)),
  );

  app.patch(
    depositPaths.operatorChannel,
    {
      schema: {
        ...common,
        params: operatorDepositChannelParamsSchema,
        body: operatorDepositChannelPatchSchema,
        response: { 200: okEnvelopeSchema(operatorDepositChannelSchema), ...errors },
      },
    },
    async (request) => {
      const { code } = request.params;
      const outcome = await patchDepositChannel(app.db, code, request.body);
      if (outcome.kind === 'not-found') throw new AppError('NOT_FOUND', `channel ${code}`);
      if (outcome.kind === 'bad-bounds') {
        throw new AppError('VALIDATION_FAILED', `channel ${code}: minimum above maximum`);
      }
      return ok(operatorChannelOf(outcome.channel));
    },
  );

  app.get(
    depositPaths.operatorOrders,
    {
      schema: {
        ...common,
        querystring: operatorDepositOrderQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorDepositOrderSchema)), ...errors },
      },
    },
    async (request) => ok(await recentOrders(app.db, request.query.limit)),
  );
};

export default depositOperatorRoutes;
