import {
  okEnvelopeSchema,
  operatorApplicationSchema,
  operatorApplicationsQuerySchema,
  operatorEnabledSchema,
  operatorIdParamsSchema,
  operatorMissionInputSchema,
  operatorMissionSchema,
  operatorPromotionInputSchema,
  operatorPromotionSchema,
  applicationRejectSchema,
  rewardPaths,
  type MissionMetric,
  type OperatorMission,
  type OperatorPromotion,
  type PromotionCategory,
  type PromotionRule,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { addMission, allMissions, setMissionEnabled, type MissionRow } from './mission-repository';
import {
  addPromotion,
  allPromotions,
  applications,
  setPromotionEnabled,
  type PromotionRow,
} from './promotion-repository';
import { decideApplication } from './promotion-service';

const idDone = okEnvelopeSchema(z.object({ id: z.number() }));
/** Who decided, in the application's record: the operator API has one operator token. */
const OPERATOR_ACTOR = 'operator';

const promotionSummary = (p: PromotionRow): OperatorPromotion => ({
  id: p.id,
  promotionType: p.promotionType,
  titlePt: p.titlePt,
  titleEn: p.titleEn,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt.toISOString(),
  rewardAmount: p.rewardAmount,
  rule: p.rule as PromotionRule,
  category: p.category as PromotionCategory,
  enabled: p.enabled,
});

const missionSummary = (m: MissionRow): OperatorMission => ({
  id: m.id,
  titlePt: m.titlePt,
  titleEn: m.titleEn,
  metric: m.metric as MissionMetric,
  target: m.target,
  rewardAmount: m.rewardAmount,
  points: m.points,
  enabled: m.enabled,
});

/**
 * Promotions, applications and missions for operators (`npm run operator -- promotion …`,
 * `mission …`; ADR 004, 018). Members see every change at their next call.
 */
const rewardOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    rewardPaths.operatorPromotions,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorPromotionSchema)) },
      },
    },
    async () => ok((await allPromotions(app.db)).map(promotionSummary)),
  );

  app.post(
    rewardPaths.operatorPromotions,
    {
      schema: {
        body: operatorPromotionInputSchema,
        response: { 200: okEnvelopeSchema(operatorPromotionSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const row = await addPromotion(app.db, {
        ...b,
        startsAt: new Date(b.startsAt),
        endsAt: new Date(b.endsAt),
      });
      if (!row) throw new AppError('PROMOTION_TYPE_TAKEN', b.promotionType);
      return ok(promotionSummary(row));
    },
  );

  app.patch(
    `${rewardPaths.operatorPromotions}/:id`,
    {
      schema: {
        params: operatorIdParamsSchema,
        body: operatorEnabledSchema,
        response: { 200: idDone },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setPromotionEnabled(app.db, id, request.body.enabled))) {
        throw new AppError('NOT_FOUND', `promotion ${id}`);
      }
      return ok({ id });
    },
  );

  app.get(
    rewardPaths.operatorApplications,
    {
      schema: {
        querystring: operatorApplicationsQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorApplicationSchema)) },
      },
    },
    async (request) => ok(await applications(app.db, request.query.status)),
  );

  app.post(
    `${rewardPaths.operatorApplications}/:id/approve`,
    {
      schema: {
        params: operatorIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorApplicationSchema) },
      },
    },
    async (request) =>
      ok(await decideApplication(app.db, request.params.id, { approve: true }, OPERATOR_ACTOR)),
  );

  app.post(
    `${rewardPaths.operatorApplications}/:id/reject`,
    {
      schema: {
        params: operatorIdParamsSchema,
        body: applicationRejectSchema,
        response: { 200: okEnvelopeSchema(operatorApplicationSchema) },
      },
    },
    async (request) =>
      ok(
        await decideApplication(
          app.db,
          request.params.id,
          { approve: false, reason: request.body.reason },
          OPERATOR_ACTOR,
        ),
      ),
  );

  app.get(
    rewardPaths.operatorMissions,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorMissionSchema)) },
      },
    },
    async () => ok((await allMissions(app.db)).map(missionSummary)),
  );

  app.post(
    rewardPaths.operatorMissions,
    {
      schema: {
        body: operatorMissionInputSchema,
        response: { 200: okEnvelopeSchema(operatorMissionSchema) },
      },
    },
    async (request) => ok(missionSummary(await addMission(app.db, request.body))),
  );

  app.patch(
    `${rewardPaths.operatorMissions}/:id`,
    {
      schema: {
        params: operatorIdParamsSchema,
        body: operatorEnabledSchema,
        response: { 200: idDone },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setMissionEnabled(app.db, id, request.body.enabled))) {
        throw new AppError('NOT_FOUND', `mission ${id}`);
      }
      return ok({ id });
    },
  );
};

export default rewardOperatorRoutes;
