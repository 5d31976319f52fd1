import {
  contentPaths,
  downloadValueSchema,
  okEnvelopeSchema,
  operatorDownloadInputSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { DownloadSettings } from './download-settings';

const reply200 = { 200: okEnvelopeSchema(downloadValueSchema) };

/**
 * `GET /wps/system/download` (the QR codes of the home page and the right bar, /down) and
 * the operator's `PUT /operator/download`. One settings cache serves both, so the writer's
 * own process sees a change at once and the others within a second.
 */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
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
    guarded.put(
      contentPaths.operatorDownload,
      { schema: { body: operatorDownloadInputSchema, response: reply200 } },
      async (request) => ok(await settings.set(request.body)),
    );
    guarded.get(contentPaths.operatorDownload, { schema: { response: reply200 } }, async () =>
      ok(await settings.get()),
    );
  };
  // The operator guard covers only these two routes.
  await app.registerOperatorRoutes(operatorRoutes);
};

export default downloadRoutes;
