import {
  fieldRulesSchema,
  identityPaths,
  okEnvelopeSchema,
  operatorRegisterRulePatchSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';

/** The operator reads and changes the registration field rules (setting `registerRules`). */
const registerRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { 200: okEnvelopeSchema(fieldRulesSchema) };
  app.get(
    identityPaths.operatorRegisterRules,
    { schema: { summary: 'Registration field rules', response: reply } },
    async () => ok((await app.settings.get()).registerRules),
  );
  app.patch(
    identityPaths.operatorRegisterRules,
    {
      schema: {
        summary: 'Turn a registration field on or off, or make it required',
        body: operatorRegisterRulePatchSchema,
        response: reply,
      },
    },
    async (request) => {
      const { field, enabled, required } = request.body;
      const rules = { ...(await app.settings.get()).registerRules };
      rules[field] = {
        ...rules[field],
        ...(enabled === undefined ? {} : { enabled }),
        ...(required === undefined ? {} : { required }),
      };
      await app.settings.set('registerRules', rules);
      return ok(rules);
    },
  );
};

export default registerRulesRoutes;
