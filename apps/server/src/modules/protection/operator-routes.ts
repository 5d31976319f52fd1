import {
  harmMarkerSchema,
  limitKeys,
  okEnvelopeSchema,
  operatorExclusionInputSchema,
  operatorJurisdictionInputSchema,
  operatorLimitInputSchema,
  operatorPlayerSchema,
  protectionPaths,
  protectionRulesSchema,
  text,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { operatorExclude } from './exclusions';
import type { ProtectionRoutesOptions } from './routes';
import { harmMarkers } from './harm';
import { rulesOf, setJurisdiction } from './jurisdiction';
import { limitViews, setLimit } from './limits';
import { activeExclusion } from './exclusion-state';
import { auditOf, findProtection, memberByAccount } from './repository';

const params = z.strictObject({ account: text(64, { min: 1 }) });
const player = okEnvelopeSchema(operatorPlayerSchema);

/**
 * Player protection for operators (`npm run operator -- player …`, ADR 032): a member's
 * limits, exclusion and audit; create or lower a limit and take or lengthen an exclusion,
 * always with a reason (C7); the markers of harm; the jurisdiction profile (C5).
 */
const protectionOperatorRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (
  app,
  { onExcluded },
) => {
  const path = protectionPaths.operatorPlayers;

  const show = async (account: string) => {
    const found = await memberByAccount(app.db, account);
    if (!found) throw new AppError('MESSAGE_RECIPIENT_NOT_FOUND', account);
    const now = new Date();
    const hours = (await app.settings.get()).protection.coolingOffHours;
    const row = await findProtection(app.db, found.id);
    const audit = await auditOf(app.db, found.id);
    return {
      memberId: found.id,
      account: found.account,
      limits: await limitViews(app.db, found.id, hours, now),
      exclusion: row ? activeExclusion(row, now) : null,
      audit: audit.map((a) => ({
        id: a.id,
        actor: a.actor,
        subject: a.subject,
        before: a.before,
        after: a.after,
        reason: a.reason,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  };

  app.get(`${path}/:account`, { schema: { params, response: { 200: player } } }, async (request) =>
    ok(await show(request.params.account)),
  );

  app.put(
    `${path}/:account/limits`,
    { schema: { params, body: operatorLimitInputSchema, response: { 200: player } } },
    async (request) => {
      const { account } = request.params;
      const found = await memberByAccount(app.db, account);
      if (!found) throw new AppError('MESSAGE_RECIPIENT_NOT_FOUND', account);
      const { limit, value, operator, reason } = request.body;
      await setLimit(
        app.db,
        found.id,
        { limit, value },
        { kind: 'operator', name: operator, reason },
        new Date(),
      );
      return ok(await show(account));
    },
  );

  app.put(
    `${path}/:account/exclusion`,
    { schema: { params, body: operatorExclusionInputSchema, response: { 200: player } } },
    async (request) => {
      const { account } = request.params;
      const found = await memberByAccount(app.db, account);
      if (!found) throw new AppError('MESSAGE_RECIPIENT_NOT_FOUND', account);
      await operatorExclude(app.db, found.id, request.body, new Date(), onExcluded);
      return ok(await show(account));
    },
  );

  app.get(
    protectionPaths.operatorHarm,
    {
      schema: {
        querystring: z.strictObject({
          sessionHours: z.enum(['1', '2', '3', '4', '6', '8', '12']).optional(),
        }),
        response: { 200: okEnvelopeSchema(z.array(harmMarkerSchema)) },
      },
    },
    async (request) => ok(await harmMarkers(app.db, Number(request.query.sessionHours ?? '3'))),
  );

  app.get(
    protectionPaths.operatorJurisdiction,
    { schema: { response: { 200: okEnvelopeSchema(protectionRulesSchema) } } },
    async () => ok(rulesOf((await app.settings.get()).protection)),
  );

  app.put(
    protectionPaths.operatorJurisdiction,
    {
      schema: {
        body: operatorJurisdictionInputSchema,
        response: { 200: okEnvelopeSchema(protectionRulesSchema) },
      },
    },
    async (request) => {
      const before = (await app.settings.get()).protection;
      const { jurisdiction, coolingOffHours, operator, reason } = request.body;
      const after = { jurisdiction, coolingOffHours };
      await setJurisdiction(app.db, before, after, operator, reason);
      app.settings.invalidate();
      return ok(rulesOf(after));
    },
  );
};

/** Every limit key, for the CLI's usage text. */
export const operatorLimitKeys = limitKeys;

export default protectionOperatorRoutes;
