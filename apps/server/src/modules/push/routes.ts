import { pushPaths } from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PushHub } from './hub';
import { parseLastEventId, startStream } from './stream';

/** A resume past this many events is answered with `resync` instead of the whole gap. */
const MAX_REPLAY = 5000;

/**
 * The member's event stream (ADR 031): `text/event-stream` over a plain GET that the web
 * app reads with `fetch`, so the session token comes in the Authorization header and
 * never in a URL. The reply is taken over from Fastify (hijacked): the stream outlives the
 * handler, and the hub owns it until the client leaves or the hub closes it.
 */
const pushRoutes: FastifyPluginAsyncZod<{ hub: PushHub }> = async (app, { hub }) => {
  app.get(
    pushPaths.events,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['push'],
        summary: "The member's pushed events as server-sent events (T); Last-Event-ID resumes",
      },
    },
    async (request, reply) => {
      const resume = parseLastEventId(request.headers['last-event-id']);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      // Small writes go out at once (an event is a few hundred bytes).
      raw.socket?.setNoDelay(true);
      const connection = hub.open(raw, request.memberId!, request.sessionToken!);
      raw.on('close', () => connection.gone());
      // A client that left while it was being authenticated closed its socket before the
      // listener above existed: its 'close' has fired already and will not again.
      if (raw.destroyed || request.raw.destroyed) {
        connection.gone();
        return;
      }
      try {
        await startStream(app.db, connection, resume, MAX_REPLAY);
      } catch (error) {
        request.log.error({ err: error }, 'push: replay failed; the client resumes');
        connection.close();
      }
    },
  );
};

export default pushRoutes;
