import multipart from '@fastify/multipart';
import {
  okEnvelopeSchema,
  RECEIPT_MAX_PROOF_BYTES,
  RECEIPT_MAX_PROOF_IMAGES,
  receiptAnswerSchema,
  withdrawalIdParamsSchema,
  withdrawalReceiptPaths,
  withdrawalSchema,
} from '@openlobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { readImageForm } from '../../lib/image-upload';
import { limitedBy, takeQuota } from '../../lib/quota';
import { withdrawalQuotas } from './quotas';
import { confirmReceipt, readReceiptMinutes } from './receipt';
import { withdrawalOf } from './withdrawals';

/** Everything a legal form can hold, plus the multipart framing. */
const RECEIPT_BODY_LIMIT = RECEIPT_MAX_PROOF_IMAGES * RECEIPT_MAX_PROOF_BYTES + 64 * 1024;

/**
 * The withdrawal receipt confirmation (spec §4, ADR 027): after a payout the member answers
 * received, fully paid, or not received with 1–3 PNG/JPEG proof images (checked by their
 * bytes, `lib/image-upload.ts`). Multipart is registered in this plugin only.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    withdrawalReceiptPaths.receipt(':id'),
    {
      bodyLimit: RECEIPT_BODY_LIMIT,
      preHandler: [
        app.authenticateMember,
        limitedBy(withdrawalQuotas.receipts, (request) => request.memberId!),
      ],
      schema: {
        tags: ['withdrawal'],
        summary: 'Confirm a payout: received, fully_paid, or not_received with proof (T)',
        description:
          'multipart: `answer` (received | not_received | fully_paid) and, for ' +
          'not_received, 1 to 3 `images` (PNG or JPEG by their bytes, each at most 5 MB). ' +
          'Refused with RECEIPT_NOT_OPEN once answered or past the operator’s minutes.',
        consumes: ['multipart/form-data'],
        params: withdrawalIdParamsSchema,
        response: { 200: okEnvelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const form = await readImageForm(request, {
        fields: ['answer'],
        fieldBytes: 64,
        tooLong: () => new AppError('VALIDATION_FAILED', 'answer too long'),
        maxImages: RECEIPT_MAX_PROOF_IMAGES,
        maxImageBytes: RECEIPT_MAX_PROOF_BYTES,
      });
      const answer = receiptAnswerSchema.safeParse(form.fields.get('answer'));
      if (!answer.success) throw new AppError('VALIDATION_FAILED', 'answer');
      const bytes = form.images.reduce((sum, image) => sum + image.data.length, 0);
      if (bytes > 0) {
        await takeQuota(app.db, withdrawalQuotas.receiptBytes, request.memberId!, bytes);
      }
      const row = await confirmReceipt(
        app.db,
        request.memberId!,
        request.params.id,
        answer.data,
        form.images,
      );
      return ok(withdrawalOf(row, await readReceiptMinutes(app.db)));
    },
  );
};

export default receiptRoutes;
