import {
  okEnvelopeSchema,
  operatorPointRedemptionQuerySchema,
  operatorPointRedemptionSchema,
  operatorPointRejectSchema,
  operatorPointRewardInputSchema,
  operatorPointRewardPatchSchema,
  operatorPointRewardSchema,
  pointAccrualResultSchema,
  pointConfigSchema,
  pointIdParamsSchema,
  pointPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { accruePoints } from './accrual';
import {
  addReward,
  approveRedemption,
  changeReward,
  listRedemptions,
  listRewards,
  pointConfigOf,
  rejectRedemption,
  setPointConfig,
} from './points';

const tags = ['operator'];

/** The operator's points mall (`npm run operator -- points …`, ADR 036). */
const pointOperatorRoutes: FastifyPluginAsyncZod<{ settleMs: number }> = async (
  app,
  { settleMs },
) => {
  app.get(
    pointPaths.operatorConfig,
    {
      schema: {
        tags,
        summary: 'Points per 100.00 per type and the exchange ratio',
        response: { 200: okEnvelopeSchema(pointConfigSchema) },
      },
    },
    async () => ok(await pointConfigOf(app.db)),
  );

  app.put(
    pointPaths.operatorConfig,
    {
      schema: {
        tags,
        summary: 'Set every ratio and the exchange ratio',
        body: pointConfigSchema,
        response: { 200: okEnvelopeSchema(pointConfigSchema) },
      },
    },
    async (request) => ok(await setPointConfig(app.db, request.body)),
  );

  app.get(
    pointPaths.operatorRewards,
    {
      schema: {
        tags,
        summary: 'Every reward, enabled or not',
        response: { 200: okEnvelopeSchema(z.array(operatorPointRewardSchema)) },
      },
    },
    async () => ok(await listRewards(app.db)),
  );

  app.post(
    pointPaths.operatorRewards,
    {
      schema: {
        tags,
        summary: 'Add a reward with its stock',
        body: operatorPointRewardInputSchema,
        response: { 200: okEnvelopeSchema(operatorPointRewardSchema) },
      },
    },
    async (request) => ok(await addReward(app.db, request.body)),
  );

  app.patch(
    `${pointPaths.operatorRewards}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a reward’s stock or member limit, or switch it on or off',
        params: pointIdParamsSchema,
        body: operatorPointRewardPatchSchema,
        response: { 200: okEnvelopeSchema(operatorPointRewardSchema) },
      },
    },
    async (request) => ok(await changeReward(app.db, request.params.id, request.body)),
  );

  app.get(
    pointPaths.operatorRedemptions,
    {
      schema: {
        tags,
        summary: 'Redemptions, newest first (`?status=process` for those to decide)',
        querystring: operatorPointRedemptionQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorPointRedemptionSchema)) },
      },
    },
    async (request) => ok(await listRedemptions(app.db, request.query.status)),
  );

  app.post(
    `${pointPaths.operatorRedemptions}/:id/approve`,
    {
      schema: {
        tags,
        summary: 'Approve a physical reward’s redemption (sent)',
        params: pointIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorPointRedemptionSchema) },
      },
    },
    async (request) => ok(await approveRedemption(app.db, request.params.id)),
  );

  app.post(
    `${pointPaths.operatorRedemptions}/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Reject a redemption: its points and stock come back',
        params: pointIdParamsSchema,
        body: operatorPointRejectSchema,
        response: { 200: okEnvelopeSchema(operatorPointRedemptionSchema) },
      },
    },
    async (request) => ok(await rejectRedemption(app.db, request.params.id, request.body.reason)),
  );

  app.post(
    pointPaths.operatorAccrue,
    {
      schema: {
        tags,
        summary: 'Run the points accrual now',
        response: { 200: okEnvelopeSchema(pointAccrualResultSchema) },
      },
    },
    async () => ok(await accruePoints(app.db, { settleMs })),
  );
};

export default pointOperatorRoutes;
