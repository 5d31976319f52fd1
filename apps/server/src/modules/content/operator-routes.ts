import {
  contentPaths,
  okEnvelopeSchema,
  operatorAnnouncementIdSchema,
  operatorAnnouncementInputSchema,
  operatorAnnouncementPatchSchema,
  operatorAnnouncementSchema,
  type OperatorAnnouncement,
  type PopupExecution,
  type AnnouncementType,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  addAnnouncement,
  allAnnouncements,
  removeAnnouncement,
  setAnnouncementEnabled,
} from './announcements-repository';

const one = `${contentPaths.operatorAnnouncements}/:id`;

type Row = Awaited<ReturnType<typeof allAnnouncements>>[number];
const summary = (r: Row): OperatorAnnouncement => ({
  id: r.id,
  type: r.type as AnnouncementType,
  titlePt: r.titlePt,
  titleEn: r.titleEn,
  execution: r.execution as PopupExecution | null,
  promotionType: r.promotionType,
  enabled: r.enabled,
  publishedAt: r.publishedAt.toISOString(),
});

/** Announcements for operators (`npm run operator -- announcement …`); seen at the next call. */
const contentOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { 200: okEnvelopeSchema(operatorAnnouncementSchema) };

  app.get(
    contentPaths.operatorAnnouncements,
    {
      schema: {
        response: { 200: okEnvelopeSchema(z.array(operatorAnnouncementSchema)) },
      },
    },
    async () => ok((await allAnnouncements(app.db)).map(summary)),
  );

  app.post(
    contentPaths.operatorAnnouncements,
    { schema: { body: operatorAnnouncementInputSchema, response: reply } },
    async (request) => ok(summary(await addAnnouncement(app.db, request.body))),
  );

  app.patch(
    one,
    {
      schema: {
        params: operatorAnnouncementIdSchema,
        body: operatorAnnouncementPatchSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await setAnnouncementEnabled(app.db, id, request.body.enabled))) {
        throw new AppError('NOT_FOUND', `announcement ${id}`);
      }
      return ok({ id });
    },
  );

  app.delete(
    one,
    {
      schema: {
        params: operatorAnnouncementIdSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await removeAnnouncement(app.db, id))) {
        throw new AppError('NOT_FOUND', `announcement ${id}`);
      }
      return ok({ id });
    },
  );
};

export default contentOperatorRoutes;
