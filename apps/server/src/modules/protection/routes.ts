import {
  exclusionInputSchema,
  exclusionReplySchema,
  jurisdictionRules,
  limitInputSchema,
  limitKeyInputSchema,
  okEnvelopeSchema,
  protectionOverviewSchema,
  protectionPaths,
  protectionRulesSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { limitedBy } from '../../lib/quota';
import { takeExclusion, type OnExcluded } from './exclusions';
import { rulesOf } from './jurisdiction';
import { cancelPending, confirmLimit, overview, setLimit } from './limits';
import { protectionQuotas } from './quotas';

const tags = ['protection'];

/**
 * The member's player protection (ADR 032): limits (C1), time-out and self-exclusion (C4),
 * and the public rules of the jurisdiction profile (C5). Trial members have no money to
 * protect, so the member calls use `authenticateMember`.
 */
export type ProtectionRoutesOptions = { onExcluded?: OnExcluded | undefined };

const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (
  app,
  { onExcluded },
) => {
  const setting = async () => (await app.settings.get()).protection;
  const member = {
    preHandler: [app.authenticateMember, limitedBy(protectionQuotas.changes, (r) => r.memberId!)],
  };
  const reply = okEnvelopeSchema(protectionOverviewSchema);

  app.get(
    protectionPaths.rules,
    {
      schema: {
        tags,
        summary: "The jurisdiction profile's rules pages follow (public)",
        response: { 200: okEnvelopeSchema(protectionRulesSchema) },
      },
    },
    async () => ok(rulesOf(await setting())),
  );

  app.get(
    protectionPaths.overview,
    {
      preHandler: app.authenticateMember,
      schema: {
        tags,
        summary: "The member's limits: current, pending and used (T)",
        response: { 200: reply },
      },
    },
    async (request) =>
      ok(await overview(app.db, request.memberId!, (await setting()).coolingOffHours, new Date())),
  );

  app.put(
    protectionPaths.limit,
    {
      ...member,
      schema: {
        tags,
        summary: 'Set a limit: lower at once, a raise or removal after the cooling-off (T)',
        body: limitInputSchema,
        response: { 200: reply },
      },
    },
    async (request) => {
      const now = new Date();
      await setLimit(app.db, request.memberId!, request.body, { kind: 'member' }, now);
      return ok(await overview(app.db, request.memberId!, (await setting()).coolingOffHours, now));
    },
  );

  app.post(
    protectionPaths.confirm,
    {
      ...member,
      schema: {
        tags,
        summary: 'Confirm a pending raise or removal after its cooling-off (T)',
        body: limitKeyInputSchema,
        response: { 200: reply },
      },
    },
    async (request) => {
      const now = new Date();
      const hours = (await setting()).coolingOffHours;
      await confirmLimit(app.db, request.memberId!, request.body.limit, hours, now);
      return ok(await overview(app.db, request.memberId!, hours, now));
    },
  );

  app.post(
    protectionPaths.cancel,
    {
      ...member,
      schema: {
        tags,
        summary: 'Withdraw a pending raise or removal (T)',
        body: limitKeyInputSchema,
        response: { 200: reply },
      },
    },
    async (request) => {
      await cancelPending(app.db, request.memberId!, request.body.limit);
      const hours = (await setting()).coolingOffHours;
      return ok(await overview(app.db, request.memberId!, hours, new Date()));
    },
  );

  app.post(
    protectionPaths.exclusion,
    {
      ...member,
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Take a time-out or self-exclude, with the password; every session ends (T, E)',
        body: exclusionInputSchema,
        response: { 200: okEnvelopeSchema(exclusionReplySchema) },
      },
    },
    async (request) => {
      const rules = jurisdictionRules[(await setting()).jurisdiction];
      return ok(
        await takeExclusion(
          app.db,
          request.member!,
          request.body,
          rules,
          request.ip,
          new Date(),
          onExcluded,
        ),
      );
    },
  );
};

export default protectionRoutes;
