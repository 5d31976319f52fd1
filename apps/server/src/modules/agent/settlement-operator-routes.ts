import {
  agentPaths,
  agentPolicySchema,
  okEnvelopeSchema,
  operatorBillDecisionSchema,
  operatorBillSchema,
  operatorBillsQuerySchema,
  agentIdParamsSchema,
  operatorMemberStatusSchema,
  operatorMemberStatusValueSchema,
  operatorSettleSchema,
  OPERATOR_BILLS_LIMIT,
  settlementResultSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { setAccountStatus } from './member-status';
import {
  approveBill,
  listBills,
  rejectBill,
  settleDuePeriods,
  settlePeriod,
} from './settlement/settle';

const oneBill = { 200: okEnvelopeSchema(operatorBillSchema) };

/**
 * The operator's side of the agent economy (`npm run operator -- agent …`, issue 13):
 * settle a period by hand (or every due one), list bills, approve or reject held
 * dividends, the agent policy, and an account's status (staff and closed accounts are
 * non-members: they cannot log in, and their sessions end at once).
 */
const settlementOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = async () => (await app.settings.get()).agentPolicy;

  app.post(
    agentPaths.operatorSettle,
    {
      schema: {
        body: operatorSettleSchema,
        response: { 200: okEnvelopeSchema(settlementResultSchema) },
      },
    },
    async (request) => {
      const { kind, periodKey } = request.body;
      return ok(
        periodKey === undefined
          ? await settleDuePeriods(app.db, {
              now: new Date(),
              policy: await policy(),
              kinds: [kind],
            })
          : await settlePeriod(app.db, kind, periodKey, await policy()),
      );
    },
  );

  app.get(
    agentPaths.operatorBills,
    {
      schema: {
        querystring: operatorBillsQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorBillSchema)) },
      },
    },
    async (request) => {
      const { limit, ...filter } = request.query;
      return ok(await listBills(app.db, { ...filter, limit: limit ?? OPERATOR_BILLS_LIMIT }));
    },
  );

  app.post(
    `${agentPaths.operatorBills}/:id/approve`,
    { schema: { params: agentIdParamsSchema, response: oneBill } },
    async (request) => ok(await approveBill(app.db, request.params.id)),
  );

  app.post(
    `${agentPaths.operatorBills}/:id/reject`,
    {
      schema: { params: agentIdParamsSchema, body: operatorBillDecisionSchema, response: oneBill },
    },
    async (request) => ok(await rejectBill(app.db, request.params.id, request.body.reason)),
  );

  const policyReply = { 200: okEnvelopeSchema(agentPolicySchema) };
  app.get(agentPaths.operatorPolicy, { schema: { response: policyReply } }, async () =>
    ok(await policy()),
  );
  app.put(
    agentPaths.operatorPolicy,
    { schema: { body: agentPolicySchema, response: policyReply } },
    async (request) => {
      const next = request.body;
      if (next.minTransfer > next.maxTransfer) {
        throw new AppError('TRANSFER_LIMITS_INVALID', `${next.minTransfer} > ${next.maxTransfer}`);
      }
      await app.settings.set('agentPolicy', next);
      return ok(await policy());
    },
  );

  app.put(
    agentPaths.operatorMemberStatus,
    {
      schema: {
        params: agentIdParamsSchema,
        body: operatorMemberStatusSchema,
        response: { 200: okEnvelopeSchema(operatorMemberStatusValueSchema) },
      },
    },
    async (request) => ok(await setAccountStatus(app.db, request.params.id, request.body.status)),
  );
};

export default settlementOperatorRoutes;
