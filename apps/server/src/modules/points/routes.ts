import {
  okEnvelopeSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointConvertRequestSchema,
  pointPaths,
  pointRedeemRequestSchema,
  pointRedemptionListSchema,
  pointRedemptionSchema,
  pointRewardListSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import {
  convertPoints,
  pointBalanceOf,
  pointConfigOf,
  redeemReward,
  redemptionsOf,
  rewardsOf,
} from './points';
import { pointQuotas } from './quotas';

const tags = ['points'];

/**
 * The member's points mall (spec §7 "Points (T)", ADR 036): every call needs a member token
 * and refuses trial members; the two writes need the payment password and a request id.
 */
const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.authenticateMember;
  const memberWithin = (quota: (typeof pointQuotas)[keyof typeof pointQuotas]) => ({
    preHandler: [app.authenticateMember, limitedBy(quota, (request) => request.memberId!)],
  });

  app.get(
    pointPaths.balance,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The member’s points and what each type earned (T)',
        response: { 200: okEnvelopeSchema(pointBalanceSchema) },
      },
    },
    async (request) => ok(await pointBalanceOf(app.db, request.memberId!)),
  );

  app.get(
    pointPaths.config,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Points per 100.00 per type and the cash 100 points convert to (T)',
        response: { 200: okEnvelopeSchema(pointConfigSchema) },
      },
    },
    async () => ok(await pointConfigOf(app.db)),
  );

  app.get(
    pointPaths.rewards,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The rewards catalogue with stock and the member’s own count of each (T)',
        response: { 200: okEnvelopeSchema(pointRewardListSchema) },
      },
    },
    async (request) => ok(await rewardsOf(app.db, request.memberId!, requestLanguage(request))),
  );

  app.get(
    pointPaths.redeemList,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The member’s redemptions and conversions, newest first (T)',
        response: { 200: okEnvelopeSchema(pointRedemptionListSchema) },
      },
    },
    async (request) => ok(await redemptionsOf(app.db, request.memberId!, requestLanguage(request))),
  );

  app.post(
    pointPaths.redeem,
    {
      ...memberWithin(pointQuotas.redeem),
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Redeem a reward with the payment password (T, E)',
        body: pointRedeemRequestSchema,
        response: { 200: okEnvelopeSchema(pointRedemptionSchema) },
      },
    },
    async (request) =>
      ok(await redeemReward(app.db, request.member!, request.body, requestLanguage(request))),
  );

  app.post(
    pointPaths.convert,
    {
      ...memberWithin(pointQuotas.convert),
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Convert points to cash at the exchange ratio, with the payment password (T, E)',
        body: pointConvertRequestSchema,
        response: { 200: okEnvelopeSchema(pointRedemptionSchema) },
      },
    },
    async (request) =>
      ok(await convertPoints(app.db, request.member!, request.body, requestLanguage(request))),
  );
};

export default pointRoutes;
