import {
  accountPaths,
  okEnvelopeSchema,
  operatorProfileRulePatchSchema,
  profileRulesSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';

/**
 * The operator reads and changes my account's profile field rules (setting `profileRules`):
 * which fields members see (`enabled`), must fill (`required`) and may change (`editable`).
 */
const profileRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { 200: okEnvelopeSchema(profileRulesSchema) };
  app.get(
    accountPaths.operatorProfileRules,
    { schema: { summary: 'Profile field rules (my account)', response: reply } },
    async () => ok((await app.settings.get()).profileRules),
  );
  app.patch(
    accountPaths.operatorProfileRules,
    {
      schema: {
        summary: 'Show or hide a profile field, make it required, or let members edit it',
        body: operatorProfileRulePatchSchema,
        response: reply,
      },
    },
    async (request) => {
      const { field, ...change } = request.body;
      const rules = { ...(await app.settings.get()).profileRules };
      rules[field] = {
        ...rules[field],
        ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
      };
      await app.settings.set('profileRules', rules);
      return ok(rules);
    },
  );
};

export default profileRulesRoutes;
