import {
  contentPaths,
  okEnvelopeSchema,
  operatorDescriptionInputSchema,
  operatorDescriptionSchema,
  operatorDescriptionSectionParamSchema,
  operatorSponsorIdSchema,
  operatorSponsorInputSchema,
  operatorSponsorSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  addSponsor,
  listDescriptionSections,
  listSponsors,
  removeDescriptionSection,
  removeSponsor,
  saveDescriptionSection,
  toOperatorDescription,
  toOperatorSponsor,
} from './site-pages-repository';

/**
 * Sponsorships and the description's sections for operators (`npm run operator -- sponsor
 * …`, `description …`); every accepted change drops the cached public replies (ADR 030).
 */
const sitePagesOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contentPaths.operatorSponsors,
    { schema: { response: { 200: okEnvelopeSchema(z.array(operatorSponsorSchema)) } } },
    async () => ok((await listSponsors(app.db)).map(toOperatorSponsor)),
  );

  app.post(
    contentPaths.operatorSponsors,
    {
      schema: {
        body: operatorSponsorInputSchema,
        response: { 200: okEnvelopeSchema(operatorSponsorSchema) },
      },
    },
    async (request) => ok(toOperatorSponsor(await addSponsor(app.db, request.body))),
  );

  app.delete(
    `${contentPaths.operatorSponsors}/:id`,
    {
      schema: {
        params: operatorSponsorIdSchema,
        response: { 200: okEnvelopeSchema(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await removeSponsor(app.db, id))) throw new AppError('NOT_FOUND', `sponsor ${id}`);
      return ok({ id });
    },
  );

  app.get(
    contentPaths.operatorDescription,
    { schema: { response: { 200: okEnvelopeSchema(z.array(operatorDescriptionSchema)) } } },
    async () => ok((await listDescriptionSections(app.db)).map(toOperatorDescription)),
  );

  app.put(
    `${contentPaths.operatorDescription}/:section`,
    {
      schema: {
        params: operatorDescriptionSectionParamSchema,
        body: operatorDescriptionInputSchema,
        response: { 200: okEnvelopeSchema(operatorDescriptionSchema) },
      },
    },
    async (request) => {
      const row = await saveDescriptionSection(app.db, {
        section: request.params.section,
        ...request.body,
      });
      return ok(toOperatorDescription(row));
    },
  );

  app.delete(
    `${contentPaths.operatorDescription}/:section`,
    {
      schema: {
        params: operatorDescriptionSectionParamSchema,
        response: { 200: okEnvelopeSchema(z.object({ section: z.string() })) },
      },
    },
    async (request) => {
      const { section } = request.params;
      if (!(await removeDescriptionSection(app.db, section))) {
        throw new AppError('NOT_FOUND', `description ${section}`);
      }
      return ok({ section });
    },
  );
};

export default sitePagesOperatorRoutes;
