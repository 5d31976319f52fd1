import {
  contentPaths,
  downloadValueSchema,
  okEnvelopeSchema,
  operatorDownloadInputSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { DownloadSettings } from './download-settings';
import { StoreQrCodes } from './store-qr';

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

  const qrCodes = new StoreQrCodes();
  app.get(
    contentPaths.downloadQrRoute,
    {
      schema: {
        tags: ['content'],
        summary: 'The QR code of one store link, as SVG; 404 when that app is not offered',
        params: z.object({ platform: z.enum(['ios', 'android']) }),
      },
    },
    async (request, reply) => {
      const link = (await settings.get())[request.params.platform];
      if (!link) throw new AppError('NOT_FOUND', `no ${request.params.platform} app offered`);
      const qr = await qrCodes.draw(link);
      // The operator may change the link at any time: the browser asks again each time and
      // gets 304 while the drawing is the same.
      reply
        .header('etag', qr.etag)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === qr.etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(qr.svg);
    },
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
