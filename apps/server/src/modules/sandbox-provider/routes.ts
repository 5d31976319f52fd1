import {
  GAME_TOKEN_HEADER,
  gameTokenHeadersSchema,
  demoSessionSchema,
  okEnvelopeSchema,
  sandboxDemoRequestSchema,
  sandboxGameQuerySchema,
  sandboxPaths,
  sandboxRoundListSchema,
  sandboxSessionSchema,
  sandboxSpinRequestSchema,
  sandboxSpinValueSchema,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, requestLanguage } from '../../lib/envelope';
import type { SandboxProvider } from './service';

const reply = <T extends z.ZodType>(value: T) => ({ 200: okEnvelopeSchema(value) });
const tags = ['sandbox provider'];
/** Routes played with the game token: its header is checked like any text. */
const tokenRoute = { tags, headers: gameTokenHeadersSchema };

const tokenOf = (request: FastifyRequest) => {
  const token = request.headers[GAME_TOKEN_HEADER];
  return typeof token === 'string' ? token : undefined;
};

/** The generic game page's API (`/games/sandbox/api/...`), game token in `x-game-token`. */
const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (
  app,
  { provider },
) => {
  app.post(
    sandboxPaths.demo,
    {
      schema: {
        tags,
        summary: 'Open a demo (play money) of a catalogue game that offers one',
        body: sandboxDemoRequestSchema,
        response: reply(demoSessionSchema),
      },
    },
    async (request) => ok(await provider.openDemo(request.body, request.ip)),
  );
  app.get(
    sandboxPaths.session,
    {
      schema: {
        ...tokenRoute,
        summary: 'Balance, declared RTP and demo flag of a sandbox game',
        querystring: sandboxGameQuerySchema,
        response: reply(sandboxSessionSchema),
      },
    },
    async (request) =>
      ok(await provider.session(tokenOf(request), request.query, requestLanguage(request))),
  );
  app.post(
    sandboxPaths.spin,
    {
      schema: {
        ...tokenRoute,
        summary: 'Spin: a signed bet and win on the seamless wallet',
        body: sandboxSpinRequestSchema,
        response: reply(sandboxSpinValueSchema),
      },
    },
    async (request) => ok(await provider.play(tokenOf(request), request.body)),
  );
  app.get(
    sandboxPaths.rounds,
    {
      schema: {
        ...tokenRoute,
        summary: 'The last rounds of this game token, newest first',
        response: reply(sandboxRoundListSchema),
      },
    },
    async (request) => ok({ rounds: await provider.rounds(tokenOf(request)) }),
  );
};

export default sandboxRoutes;
