import type { FastifyRequest } from 'fastify';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@openlobby/contract';
import { AppError } from '../../lib/errors';
import { readImageForm, type CheckedImage } from '../../lib/image-upload';

/** Longest content read: 500 words of long words; more is cut and refused as too long. */
export const FEEDBACK_MAX_CONTENT_BYTES = 64 * 1024;

/** Everything a legal form can hold, plus the multipart framing. */
export const FEEDBACK_BODY_LIMIT =
  FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_BYTES + FEEDBACK_MAX_CONTENT_BYTES + 64 * 1024;

export type FeedbackForm = { content: string; images: CheckedImage[] };

/**
 * Reads the whole form into memory (at most 3 × 5 MB) before anything is stored, so a
 * refusal part-way leaves nothing behind. Fields: `content` once, `images` up to 3 times;
 * the images are checked by their bytes (`lib/image-upload.ts`).
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  const { fields, images } = await readImageForm(request, {
    fields: ['content'],
    fieldBytes: FEEDBACK_MAX_CONTENT_BYTES,
    tooLong: () => new AppError('FEEDBACK_WORD_COUNT', 'content too long'),
    maxImages: FEEDBACK_MAX_IMAGES,
    maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES,
  });
  const content = fields.get('content');
  if (content === undefined) throw new AppError('FEEDBACK_WORD_COUNT', 'no content');
  return { content, images };
}
