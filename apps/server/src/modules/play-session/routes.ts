import {
  okEnvelopeSchema,
  playSessionPaths,
  playSessionSchema,
  realityCheckRequestSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  acknowledgeRealityCheck,
  playSessionOf,
  setRealityCheck,
  type PlaySessionOptions,
} from './service';

const tags = ['play-session'];
const reply = { 200: okEnvelopeSchema(playSessionSchema) };

/** The member's play session and reality check (C3, ADR 033), the caller's own only. */
const playSessionRoutes: FastifyPluginAsyncZod<PlaySessionOptions> = async (app, options) => {
  app.get(
    playSessionPaths.state,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Time, stakes, winnings and net since login, and the reality check (T)',
        response: reply,
      },
    },
    async (request) => ok(await playSessionOf(app.db, request.memberId!, options)),
  );

  app.put(
    playSessionPaths.realityCheck,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Sets the member's reality-check interval in minutes, 0 = off (T)",
        body: realityCheckRequestSchema,
        response: reply,
      },
    },
    async (request) =>
      ok(await setRealityCheck(app.db, request.memberId!, request.body.intervalMinutes, options)),
  );

  app.post(
    playSessionPaths.acknowledge,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Acknowledges the due reality check: play goes on (T)',
        response: reply,
      },
    },
    async (request) => ok(await acknowledgeRealityCheck(app.db, request.memberId!, options)),
  );
};

export default playSessionRoutes;
