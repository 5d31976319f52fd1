import {
  okEnvelopeSchema,
  operatorChatModelInputSchema,
  operatorChatModelParamsSchema,
  operatorChatModelSchema,
  operatorCsTypeParamsSchema,
  operatorCustomerServiceInputSchema,
  operatorCustomerServiceSchema,
  operatorSocialLinkInputSchema,
  operatorSiteLicenceInputSchema,
  operatorSiteLicenceSchema,
  operatorSocialTypeParamsSchema,
  socialLinkSchema,
  supportPaths,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  allChatModels,
  allCustomerService,
  allSocialLinks,
  removeChatModel,
  removeCustomerService,
  removeSocialLink,
  setChatModel,
  setCustomerService,
  setSocialLink,
} from './support-repository';

const list = <T extends z.ZodType>(item: T) => ({
  200: okEnvelopeSchema(z.array(item)),
});

/**
 * Customer service, social links and chat channels for operators (`npm run operator --
 * cs|social|chat …`). Each write answers with the whole new list; visitors see it at their
 * next page load.
 */
const supportOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const cs = supportPaths.operatorCustomerService;
  const social = supportPaths.operatorSocialLinks;
  const chat = supportPaths.operatorChatModels;
  const csReply = list(operatorCustomerServiceSchema);

  // The footer's licence line (a run-time setting; null hides it).
  const licence = supportPaths.operatorSiteLicence;
  const licenceReply = { 200: okEnvelopeSchema(operatorSiteLicenceSchema) };
  app.get(licence, { schema: { response: licenceReply } }, async () =>
    ok({ licence: (await app.settings.get()).licence }),
  );
  app.put(
    licence,
    { schema: { body: operatorSiteLicenceInputSchema, response: licenceReply } },
    async (request) => {
      await app.settings.set('licence', request.body);
      return ok({ licence: (await app.settings.get()).licence });
    },
  );
  app.delete(licence, { schema: { response: licenceReply } }, async () => {
    await app.settings.set('licence', { hidden: true });
    return ok({ licence: null });
  });

  app.get(cs, { schema: { response: csReply } }, async () => ok(await allCustomerService(app.db)));
  app.put(
    cs,
    { schema: { body: operatorCustomerServiceInputSchema, response: csReply } },
    async (request) => {
      await setCustomerService(app.db, request.body);
      return ok(await allCustomerService(app.db));
    },
  );
  app.delete(
    `${cs}/:csType`,
    { schema: { params: operatorCsTypeParamsSchema, response: csReply } },
    async (request) => {
      const { csType } = request.params;
      if (!(await removeCustomerService(app.db, csType))) throw new AppError('NOT_FOUND', csType);
      return ok(await allCustomerService(app.db));
    },
  );

  const socialReply = list(socialLinkSchema);
  app.get(social, { schema: { response: socialReply } }, async () =>
    ok(await allSocialLinks(app.db)),
  );
  app.put(
    social,
    { schema: { body: operatorSocialLinkInputSchema, response: socialReply } },
    async (request) => {
      await setSocialLink(app.db, request.body.socialType, request.body.url);
      return ok(await allSocialLinks(app.db));
    },
  );
  app.delete(
    `${social}/:socialType`,
    { schema: { params: operatorSocialTypeParamsSchema, response: socialReply } },
    async (request) => {
      const { socialType } = request.params;
      if (!(await removeSocialLink(app.db, socialType))) {
        throw new AppError('NOT_FOUND', socialType);
      }
      return ok(await allSocialLinks(app.db));
    },
  );

  const chatReply = list(operatorChatModelSchema);
  app.get(chat, { schema: { response: chatReply } }, async () => ok(await allChatModels(app.db)));
  app.put(
    chat,
    { schema: { body: operatorChatModelInputSchema, response: chatReply } },
    async (request) => {
      await setChatModel(app.db, request.body.modelId, request.body.url);
      return ok(await allChatModels(app.db));
    },
  );
  app.delete(
    `${chat}/:modelId`,
    { schema: { params: operatorChatModelParamsSchema, response: chatReply } },
    async (request) => {
      const { modelId } = request.params;
      if (!(await removeChatModel(app.db, modelId))) throw new AppError('NOT_FOUND', modelId);
      return ok(await allChatModels(app.db));
    },
  );
};

export default supportOperatorRoutes;
