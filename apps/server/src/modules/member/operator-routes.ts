import {
  errorEnvelopeSchema,
  fieldRulesSchema,
  identityPaths,
  okEnvelopeSchema,
  operatorRegisterRulePatchSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { operatorGuard } from '../operator/auth';

export type RegisterRulesRoutesOptions = { token: string; allowRemote: boolean };

/** The operator reads and changes the registration field rules (setting `registerRules`). */
const registerRulesRoutes: FastifyPluginAsyncZod<RegisterRulesRoutesOptions> = async (
  app,
  options,
) => {
  app.addHook('onRequest', operatorGuard(options.token, options.allowRemote));
  const reply = { 200: okEnvelopeSchema(fieldRulesSchema), '4xx': errorEnvelopeSchema };
  app.get(
    identityPaths.operatorRegisterRules,
    { schema: { tags: ['operator'], summary: 'Registration field rules', response: reply } },
    async () => ok((await app.settings.get()).registerRules),
  );
  app.patch(
    identityPaths.operatorRegisterRules,
    {
      schema: {
        tags: ['operator'],
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
