import {
  okEnvelopeSchema,
  operatorRedEnvelopeIdSchema,
  operatorRedEnvelopeInputSchema,
  operatorRedEnvelopeOpenSchema,
  operatorRedEnvelopeRoundSchema,
  redEnvelopePaths,
  type OperatorRedEnvelopeRound,
  type RedEnvelopeEligibility,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  addRound,
  findRound,
  opensOfRound,
  roundsWithTotals,
  type RoundWithTotals,
} from './repository';

/** The most opens one listing shows. */
const OPENS_LISTED = 1000;

const summary = (r: RoundWithTotals): OperatorRedEnvelopeRound => ({
  id: r.id,
  titlePt: r.titlePt,
  titleEn: r.titleEn,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  budget: r.budget,
  remaining: r.remaining,
  minAmount: r.minAmount,
  maxAmount: r.maxAmount,
  eligibility: r.eligibility as RedEnvelopeEligibility,
  eligibilityDays: r.eligibilityDays,
  opens: r.opens,
  paid: r.paid,
});

/**
 * Red envelope rounds for operators (`npm run operator -- redenvelope …`, ADR 038):
 * schedule a round, list rounds with what each paid, list one round's opens.
 */
const redEnvelopeOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    redEnvelopePaths.operatorRounds,
    { schema: { response: { 200: okEnvelopeSchema(z.array(operatorRedEnvelopeRoundSchema)) } } },
    async () => ok((await roundsWithTotals(app.db)).map(summary)),
  );

  app.post(
    redEnvelopePaths.operatorRounds,
    {
      schema: {
        body: operatorRedEnvelopeInputSchema,
        response: { 200: okEnvelopeSchema(operatorRedEnvelopeRoundSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const row = await addRound(app.db, {
        titlePt: b.titlePt,
        titleEn: b.titleEn,
        startsAt: new Date(b.startsAt),
        endsAt: new Date(b.endsAt),
        budget: b.budget,
        minAmount: b.minAmount,
        maxAmount: b.maxAmount,
        eligibility: b.eligibility,
        eligibilityDays: b.eligibility === 'none' ? 0 : b.eligibilityDays,
      });
      return ok(summary({ ...row, opens: 0, paid: 0 }));
    },
  );

  app.get(
    redEnvelopePaths.operatorOpens(':id'),
    {
      schema: {
        params: operatorRedEnvelopeIdSchema,
        response: { 200: okEnvelopeSchema(z.array(operatorRedEnvelopeOpenSchema)) },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!(await findRound(app.db, id))) throw new AppError('NOT_FOUND', `round ${id}`);
      const rows = await opensOfRound(app.db, id, OPENS_LISTED);
      return ok(rows.map((r) => ({ ...r, openedAt: r.openedAt.toISOString() })));
    },
  );
};

export default redEnvelopeOperatorRoutes;
