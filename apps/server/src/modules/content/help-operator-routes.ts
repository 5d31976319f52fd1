import {
  contentPaths,
  okEnvelopeSchema,
  operatorHelpTopicInputSchema,
  operatorHelpTopicSchema,
  operatorHelpTopicTagSchema,
  type OperatorHelpTopic,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { allHelpTopics, removeHelpTopic, saveHelpTopic } from './help-repository';

type Row = Awaited<ReturnType<typeof allHelpTopics>>[number];
const summary = (r: Row): OperatorHelpTopic => ({
  tag: r.tag,
  titlePt: r.titlePt,
  titleEn: r.titleEn,
  sortOrder: r.sortOrder,
  enabled: r.enabled,
});

/** Help topics for operators (`npm run operator -- help …`); seen at the next page load. */
const helpOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contentPaths.operatorHelpTopics,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorHelpTopicSchema)) },
      },
    },
    async () => ok((await allHelpTopics(app.db)).map(summary)),
  );

  app.post(
    contentPaths.operatorHelpTopics,
    {
      schema: {
        body: operatorHelpTopicInputSchema,
        response: { 200: okEnvelopeSchema(operatorHelpTopicSchema) },
      },
    },
    async (request) => ok(summary(await saveHelpTopic(app.db, request.body))),
  );

  app.delete(
    `${contentPaths.operatorHelpTopics}/:tag`,
    {
      schema: {
        params: operatorHelpTopicTagSchema,
        response: { 200: okEnvelopeSchema(z.object({ tag: z.string() })) },
      },
    },
    async (request) => {
      const { tag } = request.params;
      if (!(await removeHelpTopic(app.db, tag))) throw new AppError('NOT_FOUND', `help ${tag}`);
      return ok({ tag });
    },
  );
};

export default helpOperatorRoutes;
