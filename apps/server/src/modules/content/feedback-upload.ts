import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  hasControlCharacter,
} from '@openlobby/contract';
import { AppError } from '../../lib/errors';
import type { CheckedImage } from './feedback-repository';

/** Longest content read: 500 words of long words; more is cut and refused as too long. */
export const FEEDBACK_MAX_CONTENT_BYTES = 64 * 1024;

/** Everything a legal form can hold, plus the multipart framing. */
export const FEEDBACK_BODY_LIMIT =
  FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_BYTES + FEEDBACK_MAX_CONTENT_BYTES + 64 * 1024;

/** The multipart limits' own errors, turned into the feedback's clear refusals (S5). */
function refusalFor(error: unknown): AppError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return new AppError('FEEDBACK_TOO_MANY_IMAGES');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FEEDBACK_IMAGE_TOO_LARGE');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION_FAILED', String((error as Error).message));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      return null;
  }
}

/**
 * The image's real type from its first bytes (file-type), never from its name or the
 * client's MIME: an HTML or SVG file renamed `.png` is text and is refused here.
 */
async function checkImage(data: Buffer): Promise<CheckedImage> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/jpeg') {
    throw new AppError('FEEDBACK_IMAGE_TYPE', `detected ${detected?.mime ?? 'nothing'}`);
  }
  const ext = detected.mime === 'image/png' ? 'png' : 'jpg';
  return { name: `${randomBytes(16).toString('hex')}.${ext}`, mime: detected.mime, data };
}

export type FeedbackForm = { content: string; images: CheckedImage[] };

/**
 * Reads the whole form into memory (at most 3 × 5 MB) before anything is stored, so a
 * refusal part-way leaves nothing behind. Fields: `content` once, `images` up to 3 times.
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'not multipart');
  let content: string | null = null;
  const images: CheckedImage[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: FEEDBACK_MAX_IMAGES,
        fileSize: FEEDBACK_MAX_IMAGE_BYTES,
        fields: 4,
        parts: FEEDBACK_MAX_IMAGES + 4,
        fieldSize: FEEDBACK_MAX_CONTENT_BYTES,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('VALIDATION_FAILED', part.fieldname);
        const data = await part.toBuffer();
        if (data.length === 0) throw new AppError('FEEDBACK_IMAGE_TYPE', 'empty file');
        images.push(await checkImage(data));
      } else if (part.fieldname === 'content' && content === null) {
        if (part.valueTruncated) throw new AppError('FEEDBACK_WORD_COUNT', 'content too long');
        content = String(part.value);
      } else {
        throw new AppError('VALIDATION_FAILED', `field ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw refusalFor(error) ?? error;
  }
  if (content === null) throw new AppError('FEEDBACK_WORD_COUNT', 'no content');
  // Multipart is read here, not by a zod schema: the same text rule, lines kept (S7).
  if (hasControlCharacter(content, { multiline: true })) {
    throw new AppError('TEXT_CONTROL_CHARACTERS', 'feedback content', { field: 'content' });
  }
  return { content, images };
}
