import {
  contentPaths,
  okEnvelopeSchema,
  operatorBannerIdSchema,
  operatorBannerInputSchema,
  operatorBannerPatchSchema,
  operatorBannerSchema,
  type BannerGroup,
  type BannerLinkageType,
  type OperatorBanner,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { allBanners, removeBanner, setBannerEnabled, type BannerRow } from './banner-repository';
import { addOperatorBanner } from './banner-service';

const one = `${contentPaths.operatorBanners}/:id`;
const done = { 200: okEnvelopeSchema(z.object({ id: z.number() })) };

const summary = (r: BannerRow): OperatorBanner => ({
  id: r.id,
  groupName: r.groupName as BannerGroup,
  titlePt: r.titlePt,
  titleEn: r.titleEn,
  linkageType: r.linkageType as BannerLinkageType,
  linkage: r.linkage,
  sort: r.sort,
  enabled: r.enabled,
});

/** Banners for operators (`npm run operator -- banner …`); the site sees them at once. */
const bannerOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contentPaths.operatorBanners,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorBannerSchema)) },
      },
    },
    async () => ok((await allBanners(app.db)).map(summary)),
  );

  app.post(
    contentPaths.operatorBanners,
    {
      schema: {
        body: operatorBannerInputSchema,
        response: { 200: okEnvelopeSchema(operatorBannerSchema) },
      },
    },
    async (request) =>
      ok(summary(await addOperatorBanner(app.db, app.gameCatalogue, request.body))),
  );

  app.patch(
    one,
    {
      schema: {
        params: operatorBannerIdSchema,
        body: operatorBannerPatchSchema,
        response: done,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setBannerEnabled(app.db, id, request.body.enabled))) {
        throw new AppError('NOT_FOUND', `banner ${id}`);
      }
      return ok({ id });
    },
  );

  app.delete(
    one,
    { schema: { params: operatorBannerIdSchema, response: done } },
    async (request) => {
      const { id } = request.params;
      if (!(await removeBanner(app.db, id))) throw new AppError('NOT_FOUND', `banner ${id}`);
      return ok({ id });
    },
  );
};

export default bannerOperatorRoutes;
