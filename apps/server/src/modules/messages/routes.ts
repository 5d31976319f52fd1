import {
  inboxPageSchema,
  inboxQuerySchema,
  messageIdParamsSchema,
  messagePaths,
  messageSchema,
  okEnvelopeSchema,
  readAllResultSchema,
  unreadCountSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLanguage } from '../../lib/envelope';
import type { Inbox } from './inbox';

const tags = ['messages'];

/**
 * The member's inbox (spec §2 messageV2, §7 CSP_unreadCount), all T and refused to trial
 * members (`authenticateMember`, spec §6: they never ask). Every call reaches only the
 * caller's own messages: another member's id is MESSAGE_NOT_FOUND and changes nothing.
 */
const messageRoutes: FastifyPluginAsyncZod<{ inbox: Inbox }> = async (app, { inbox }) => {
  const member = { preHandler: app.authenticateMember };

  app.get(
    messagePaths.unreadCount,
    {
      ...member,
      schema: {
        tags,
        summary: "How many of the member's messages are unread (T, no trial)",
        response: { 200: okEnvelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => ok({ count: await inbox.unreadCount(request.memberId!) }),
  );

  app.get(
    messagePaths.inbox,
    {
      ...member,
      schema: {
        tags,
        summary: "One page of the member's messages, newest first (T, no trial)",
        querystring: inboxQuerySchema,
        response: { 200: okEnvelopeSchema(inboxPageSchema) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, unread } = request.query;
      const query = { pageNo, pageSize, unread: unread === '1' };
      return ok(await inbox.page(request.memberId!, query, requestLanguage(request)));
    },
  );

  app.get(
    messagePaths.message(':id'),
    {
      ...member,
      schema: {
        tags,
        summary: 'Open one of the member’s messages; it is marked read (T)',
        params: messageIdParamsSchema,
        response: { 200: okEnvelopeSchema(messageSchema) },
      },
    },
    async (request) =>
      ok(await inbox.open(request.memberId!, request.params.id, requestLanguage(request))),
  );

  app.post(
    messagePaths.read(':id'),
    {
      ...member,
      schema: {
        tags,
        summary: 'Mark one of the member’s messages read (T)',
        params: messageIdParamsSchema,
        response: { 200: okEnvelopeSchema(messageSchema) },
      },
    },
    async (request) =>
      ok(await inbox.open(request.memberId!, request.params.id, requestLanguage(request))),
  );

  app.post(
    messagePaths.readAll,
    {
      ...member,
      schema: {
        tags,
        summary: 'Mark every message of the member read (T)',
        response: { 200: okEnvelopeSchema(readAllResultSchema) },
      },
    },
    async (request) => ok({ marked: await inbox.readAll(request.memberId!) }),
  );

  app.delete(
    messagePaths.message(':id'),
    {
      ...member,
      schema: {
        tags,
        summary: 'Delete one of the member’s messages (T)',
        params: messageIdParamsSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      await inbox.remove(request.memberId!, request.params.id);
      return ok({ id: request.params.id });
    },
  );
};

export default messageRoutes;
