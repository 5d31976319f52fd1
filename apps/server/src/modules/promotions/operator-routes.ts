import {
  errorEnvelopeSchema,
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
  type PromotionRule,
} from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mission } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorGuard } from '../operator/auth';
import type { OperatorRoutesOptions } from '../operator/routes';
import { allMissions } from './mission-service';
import {
  addPromotion,
  allPromotions,
  applications,
  setPromotionEnabled,
  type PromotionRow,
} from './promotion-repository';
import { decideApplication } from './promotion-service';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const common = { tags: ['operator'], security: [{ operatorToken: [] }] };
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
  enabled: p.enabled,
});

const missionSummary = (m: typeof mission.$inferSelect): OperatorMission => ({
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
const rewardOperatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', operatorGuard(opts.token, opts.allowRemote));

  app.get(
    rewardPaths.operatorPromotions,
    {
      schema: {
        ...common,
        response: { 200: okEnvelopeSchema(z.array(operatorPromotionSchema)), ...errors },
      },
    },
    async () => ok((await allPromotions(app.db)).map(promotionSummary)),
  );

  app.post(
    rewardPaths.operatorPromotions,
    {
      schema: {
        ...common,
        body: operatorPromotionInputSchema,
        response: { 200: okEnvelopeSchema(operatorPromotionSchema), ...errors },
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
        ...common,
        params: operatorIdParamsSchema,
        body: operatorEnabledSchema,
        response: { 200: idDone, ...errors },
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
        ...common,
        querystring: operatorApplicationsQuerySchema,
        response: { 200: okEnvelopeSchema(z.array(operatorApplicationSchema)), ...errors },
      },
    },
    async (request) => ok(await applications(app.db, request.query.status)),
  );

  app.post(
    `${rewardPaths.operatorApplications}/:id/approve`,
    {
      schema: {
        ...common,
        params: operatorIdParamsSchema,
        response: { 200: okEnvelopeSchema(operatorApplicationSchema), ...errors },
      },
    },
    async (request) =>
      ok(await decideApplication(app.db, request.params.id, { approve: true }, OPERATOR_ACTOR)),
  );

  app.post(
    `${rewardPaths.operatorApplications}/:id/reject`,
    {
      schema: {
        ...common,
        params: operatorIdParamsSchema,
        body: applicationRejectSchema,
        response: { 200: okEnvelopeSchema(operatorApplicationSchema), ...errors },
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
        ...common,
        response: { 200: okEnvelopeSchema(z.array(operatorMissionSchema)), ...errors },
      },
    },
    async () => ok((await allMissions(app.db)).map(missionSummary)),
  );

  app.post(
    rewardPaths.operatorMissions,
    {
      schema: {
        ...common,
        body: operatorMissionInputSchema,
        response: { 200: okEnvelopeSchema(operatorMissionSchema), ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db.insert(mission).values(request.body).returning();
      return ok(missionSummary(row!));
    },
  );

  app.patch(
    `${rewardPaths.operatorMissions}/:id`,
    {
      schema: {
        ...common,
        params: operatorIdParamsSchema,
        body: operatorEnabledSchema,
        response: { 200: idDone, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const rows = await app.db
        .update(mission)
        .set({ enabled: request.body.enabled })
        .where(eq(mission.id, id))
        .returning({ id: mission.id });
      if (rows.length === 0) throw new AppError('NOT_FOUND', `mission ${id}`);
      return ok({ id });
    },
  );
};

export default rewardOperatorRoutes;
