import { okEnvelopeSchema, referralPaths, referralRulesSchema } from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';

const reply = { 200: okEnvelopeSchema(referralRulesSchema) };

/**
 * The referral reward rules (`npm run operator -- referral rules …`), kept in the run-time
 * settings so every server process pays under the new rules within their 1 s cache.
 */
const referralOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(referralPaths.operatorRules, { schema: { response: reply } }, async () =>
    ok((await app.settings.get()).referralRules),
  );

  app.put(
    referralPaths.operatorRules,
    { schema: { body: referralRulesSchema, response: reply } },
    async (request) => {
      const rules = request.body;
      const pays = rules.kind === 'fixed' ? rules.fixedAmount > 0 : rules.percentBp > 0;
      if (rules.enabled && !pays) throw new AppError('REFERRAL_RULES_INVALID', 'no reward');
      await app.settings.set('referralRules', rules);
      return ok((await app.settings.get()).referralRules);
    },
  );
};

export default referralOperatorRoutes;
