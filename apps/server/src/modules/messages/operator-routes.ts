import {
  messagePaths,
  okEnvelopeSchema,
  operatorMessageResultSchema,
  operatorMessageSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { Inbox } from './inbox';

/** `npm run operator -- message send --to all|member NAME|agents --title … --body …`. */
const messageOperatorRoutes: FastifyPluginAsyncZod<{ inbox: Inbox }> = async (app, { inbox }) => {
  app.post(
    messagePaths.operatorSend,
    {
      schema: {
        body: operatorMessageSchema,
        response: { 200: okEnvelopeSchema(operatorMessageResultSchema) },
      },
    },
    async (request) => ok(await inbox.send(request.body)),
  );
};

export default messageOperatorRoutes;
