import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { hasControlCharacter } from '@openlobby/contract';
import { AppError } from './errors';

/** An uploaded image whose bytes said PNG or JPEG, under a random name (never the client's). */
export type CheckedImage = { name: string; mime: 'image/png' | 'image/jpeg'; data: Buffer };

/** The multipart limits' own errors, turned into clear refusals (S5). */
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

export type ImageFormRules = {
  /** The text fields the form may hold, each at most once. */
  fields: readonly string[];
  fieldBytes: number;
  /** The refusal of a text field longer than `fieldBytes`. */
  tooLong: (field: string) => AppError;
  maxImages: number;
  maxImageBytes: number;
};

/**
 * Reads a multipart form of text fields and up to `maxImages` PNG/JPEG `images` wholly into
 * memory before anything is stored, so a refusal part-way leaves nothing behind (S5): the
 * feedback form's and the withdrawal receipt's. Text keeps its lines but refuses control
 * characters, as `text()` does (S7).
 */
export async function readImageForm(
  request: FastifyRequest,
  rules: ImageFormRules,
): Promise<{ fields: Map<string, string>; images: CheckedImage[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'not multipart');
  const fields = new Map<string, string>();
  const images: CheckedImage[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxImages,
        fileSize: rules.maxImageBytes,
        fields: rules.fields.length + 3,
        parts: rules.maxImages + rules.fields.length + 3,
        fieldSize: rules.fieldBytes,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new AppError('VALIDATION_FAILED', part.fieldname);
        const data = await part.toBuffer();
        if (data.length === 0) throw new AppError('FEEDBACK_IMAGE_TYPE', 'empty file');
        images.push(await checkImage(data));
      } else if (rules.fields.includes(part.fieldname) && !fields.has(part.fieldname)) {
        if (part.valueTruncated) throw rules.tooLong(part.fieldname);
        const value = String(part.value);
        if (hasControlCharacter(value, { multiline: true })) {
          throw new AppError('TEXT_CONTROL_CHARACTERS', part.fieldname, {
            field: part.fieldname,
          });
        }
        fields.set(part.fieldname, value);
      } else {
        throw new AppError('VALIDATION_FAILED', `field ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw refusalFor(error) ?? error;
  }
  return { fields, images };
}
