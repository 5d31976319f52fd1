import {
  chatModelsValueSchema,
  contentPaths,
  launchChatRequestSchema,
  launchChatValueSchema,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { allChatModels, findChatModel } from './support-repository';

/**
 * Live chat (spec §7, no token). The chat itself is the operator's third-party service:
 * the server only says which channels exist and where each one is.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contentPaths.chatModels,
    {
      schema: {
        tags: ['content'],
        summary: 'Live-chat channels the operator configured (empty: no live chat)',
        response: { 200: okEnvelopeSchema(chatModelsValueSchema) },
      },
    },
    async () => {
      return ok(
        (await allChatModels(app.db)).map((m) => ({ modelId: m.modelId, name: m.modelId })),
      );
    },
  );

  app.post(
    contentPaths.launchChat,
    {
      schema: {
        tags: ['content'],
        summary: 'The address of one live-chat channel, to open in the 440 × 750 window',
        body: launchChatRequestSchema,
        response: { 200: okEnvelopeSchema(launchChatValueSchema) },
      },
    },
    async (request) => {
      const model = await findChatModel(app.db, request.body.modelId);
      if (!model) throw new AppError('CHAT_NOT_AVAILABLE', `chat ${request.body.modelId}`);
      return ok({ url: model.url });
    },
  );
};

export default chatRoutes;
