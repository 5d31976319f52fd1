import {
  leaderboardSchema,
  missionClaimSchema,
  missionClaimValueSchema,
  missionSummarySchema,
  okEnvelopeSchema,
  promotionActionSchema,
  promotionItemSchema,
  promotionListSchema,
  rewardBadgesSchema,
  rewardPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, requestLanguage } from '../../lib/envelope';
import { rewardBadges } from './badges';
import { claimMission, missionLeaderboard, missionSummary } from './mission-service';
import { promotionsForMember, toPromotionItem } from './promotion-repository';
import { joinPromotion, requestReward } from './promotion-service';

const tags = ['rewards'];

/**
 * The member's reward centre and mission activity (spec §7 "Missions and promotions (T)",
 * ADR 018). Every call needs a member token and refuses trial members (spec §6: they are
 * kept out of the member centre, and rewards are money). Nothing is cached: an operator's
 * change and a member's own claim show at the next call.
 */
const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.authenticateMember;

  app.get(
    rewardPaths.promotions,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Promotions with the member’s status in each (T)',
        response: { 200: okEnvelopeSchema(promotionListSchema) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const now = new Date();
      const rows = await promotionsForMember(app.db, request.memberId!);
      return ok(rows.map((r) => toPromotionItem(r.promotion, r.participation, language, now)));
    },
  );

  for (const [path, action, summary] of [
    [rewardPaths.join, joinPromotion, 'Joins a promotion (T)'],
    [rewardPaths.requestReward, requestReward, 'Claims or applies for a promotion’s reward (T)'],
  ] as const) {
    app.post(
      path,
      {
        preHandler,
        schema: {
          tags,
          summary,
          body: promotionActionSchema,
          response: { 200: okEnvelopeSchema(promotionItemSchema) },
        },
      },
      async (request) => {
        const { promotionId } = request.body;
        return ok(await action(app.db, promotionId, request.memberId!, requestLanguage(request)));
      },
    );
  }

  app.get(
    rewardPaths.missions,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Today’s missions with progress, and today’s mission points (T)',
        response: { 200: okEnvelopeSchema(missionSummarySchema) },
      },
    },
    async (request) => {
      return ok(await missionSummary(app.db, request.memberId!, requestLanguage(request)));
    },
  );

  app.post(
    rewardPaths.claimMission,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Claims a completed mission’s reward, once a day (T)',
        body: missionClaimSchema,
        response: { 200: okEnvelopeSchema(missionClaimValueSchema) },
      },
    },
    async (request) => {
      const { missionId } = request.body;
      return ok(await claimMission(app.db, missionId, request.memberId!, requestLanguage(request)));
    },
  );

  app.get(
    rewardPaths.leaderboard,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Today’s top members by mission points, and the caller’s rank (T)',
        response: { 200: okEnvelopeSchema(leaderboardSchema) },
      },
    },
    async (request) => {
      return ok(await missionLeaderboard(app.db, request.memberId!));
    },
  );

  app.get(
    rewardPaths.badges,
    {
      preHandler,
      schema: {
        tags,
        summary: 'How many rewards and missions are claimable now (T)',
        response: { 200: okEnvelopeSchema(rewardBadgesSchema) },
      },
    },
    async (request) => ok(await rewardBadges(app.db, request.memberId!)),
  );
};

export default rewardRoutes;
