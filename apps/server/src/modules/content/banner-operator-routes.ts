import {
  contentPaths,
  errorEnvelopeSchema,
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
import { operatorGuard } from '../operator/auth';
import type { OperatorRoutesOptions } from '../operator/routes';
import {
  addBanner,
  allBanners,
  removeBanner,
  setBannerEnabled,
  type BannerRow,
} from './banner-repository';

const errors = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
const common = { tags: ['operator'], security: [{ operatorToken: [] }] };
const one = `${contentPaths.operatorBanners}/:id`;
const done = { 200: okEnvelopeSchema(z.object({ id: z.number() })), ...errors };

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
const bannerOperatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, opts) => {
  app.addHook('onRequest', operatorGuard(opts.token, opts.allowRemote));

  app.get(
    contentPaths.operatorBanners,
    {
      schema: {
        ...common,
        response: { 200: okEnvelopeSchema(z.array(operatorBannerSchema)), ...errors },
      },
    },
    async () => ok((await allBanners(app.db)).map(summary)),
  );

  app.post(
    contentPaths.operatorBanners,
    {
      schema: {
        ...common,
        body: operatorBannerInputSchema,
        response: { 200: okEnvelopeSchema(operatorBannerSchema), ...errors },
      },
    },
    async (request) => {
      const input = request.body;
      // A GAME banner must open a game the site offers now; a typo would be a dead click.
      if (input.linkageType === 'GAME') {
        const games = await app.gameCatalogue.get();
        if (!games.byId.has(Number(input.linkage))) {
          throw new AppError('GAME_NOT_FOUND', `banner links to game ${input.linkage}`);
        }
      }
      return ok(summary(await addBanner(app.db, input)));
    },
  );

  app.patch(
    one,
    {
      schema: {
        ...common,
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
    { schema: { ...common, params: operatorBannerIdSchema, response: done } },
    async (request) => {
      const { id } = request.params;
      if (!(await removeBanner(app.db, id))) throw new AppError('NOT_FOUND', `banner ${id}`);
      return ok({ id });
    },
  );
};

export default bannerOperatorRoutes;
