import {
  contentPaths,
  errorEnvelopeSchema,
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
import { operatorGuard } from '../operator/auth';
import type { OperatorRoutesOptions } from '../operator/routes';
import { allHelpTopics, removeHelpTopic, saveHelpTopic } from './help-repository';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const common = { tags: ['operator'], security: [{ operatorToken: [] }] };

type Row = Awaited<ReturnType<typeof allHelpTopics>>[number];
const summary = (r: Row): OperatorHelpTopic => ({
  tag: r.tag,
  titlePt: r.titlePt,
  titleEn: r.titleEn,
  sortOrder: r.sortOrder,
  enabled: r.enabled,
});

/** Help topics for operators (`npm run operator -- help …`); seen at the next page load. */
const helpOperatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', operatorGuard(opts.token, opts.allowRemote));

  app.get(
    contentPaths.operatorHelpTopics,
    {
      schema: {
        ...common,
        response: { 200: okEnvelopeSchema(z.array(operatorHelpTopicSchema)), ...errors },
      },
    },
    async () => ok((await allHelpTopics(app.db)).map(summary)),
  );

  app.post(
    contentPaths.operatorHelpTopics,
    {
      schema: {
        ...common,
        body: operatorHelpTopicInputSchema,
        response: { 200: okEnvelopeSchema(operatorHelpTopicSchema), ...errors },
      },
    },
    async (request) => ok(summary(await saveHelpTopic(app.db, request.body))),
  );

  app.delete(
    `${contentPaths.operatorHelpTopics}/:tag`,
    {
      schema: {
        ...common,
        params: operatorHelpTopicTagSchema,
        response: { 200: okEnvelopeSchema(z.object({ tag: z.string() })), ...errors },
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
