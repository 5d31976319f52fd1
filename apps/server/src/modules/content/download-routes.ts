import {
  contentPaths,
  downloadValueSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  operatorDownloadInputSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { operatorGuard } from '../operator/auth';
import type { OperatorRoutesOptions } from '../operator/routes';
import { DownloadSettings } from './download-settings';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const reply200 = { 200: okEnvelopeSchema(downloadValueSchema), ...errors };

/**
 * `GET /wps/system/download` (the QR codes of the home page and the right bar, /down) and
 * the operator's `PUT /operator/download`. One settings cache serves both, so the writer's
 * own process sees a change at once and the others within a second.
 */
const downloadRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, operator) => {
  const settings = new DownloadSettings(app.db);

  app.get(
    contentPaths.download,
    {
      schema: {
        tags: ['content'],
        summary: 'App-download store links (iOS, Android); null when not offered',
        response: reply200,
      },
    },
    async () => ok(await settings.get()),
  );

  const operatorRoutes: FastifyPluginAsyncZod = async (guarded) => {
    guarded.addHook('onRequest', operatorGuard(operator.token, operator.allowRemote));
    guarded.put(
      contentPaths.operatorDownload,
      {
        schema: {
          tags: ['operator'],
          security: [{ operatorToken: [] }],
          body: operatorDownloadInputSchema,
          response: reply200,
        },
      },
      async (request) => ok(await settings.set(request.body)),
    );
    guarded.get(
      contentPaths.operatorDownload,
      { schema: { tags: ['operator'], security: [{ operatorToken: [] }], response: reply200 } },
      async () => ok(await settings.get()),
    );
  };
  // Encapsulated: the operator guard covers only these two routes.
  await app.register(operatorRoutes);
};

export default downloadRoutes;
