import {
  okEnvelopeSchema,
  transactionPageSchema,
  transactionQuerySchema,
  walletPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { readTransactions } from './history-repository';

export type HistoryRoutesOptions = { currency: string };

/** The member centre's account record (spec §2 transactionHistory, §7 ODSFE2_MemTransDet). */
const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, { currency }) => {
  app.get(
    walletPaths.transactionDetail,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "One page of the member's wallet movements, newest first (T)",
        querystring: transactionQuerySchema,
        response: {
          200: okEnvelopeSchema(transactionPageSchema),
        },
      },
    },
    async (request) => {
      const { pageNo, pageSize, kind } = request.query;
      const page = await readTransactions(app.db, request.memberId!, {
        pageNo,
        pageSize,
        ...(kind ? { kind } : {}),
      });
      return ok({ ...page, pageNum: pageNo, currency });
    },
  );
};

export default historyRoutes;
