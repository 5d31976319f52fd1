import {
  contentPaths,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  okEnvelopeSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replyLanguage } from '../../lib/envelope';
import { listHelpTopics, toHelpTopic } from './help-repository';

/** The help centre's topics (spec §2 "/help", §7 `/wps/system/helpCenter`, ADR 012). */
const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contentPaths.helpCenter,
    {
      schema: {
        tags: ['content'],
        summary: 'Help-centre topics in the operator order (ADR 012)',
        description:
          'lang: pt or en (else Accept-Language); device: WEB. tag is the /help#tag anchor; ' +
          'content is HTML: clients must sanitize it.',
        querystring: helpCenterQuerySchema,
        response: { 200: okEnvelopeSchema(helpCenterValueSchema) },
      },
    },
    async (request) => {
      const language = replyLanguage(request, request.query.lang);
      const rows = await listHelpTopics(app.db);
      return ok(rows.map((row) => toHelpTopic(row, language)));
    },
  );
};

export default helpRoutes;
