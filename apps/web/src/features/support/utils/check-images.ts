import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@openlobby/contract/content/paths';

export type ImageProblem =
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooLarge'; name: string }
  | { kind: 'wrongType'; name: string };

const accepted = new Set(['image/png', 'image/jpeg']);

/**
 * A quick check before sending (spec §5: png or jpg, 5 MB each, up to 3), by the type the
 * browser guessed from the name. The server checks the bytes and is the authority: a file
 * renamed `.png` passes here and is refused there.
 */
export function checkImages(
  current: readonly File[],
  added: readonly File[],
  max = FEEDBACK_MAX_IMAGES,
): { files: File[]; problem: ImageProblem | null } {
  const files = [...current];
  for (const file of added) {
    if (!accepted.has(file.type)) return { files, problem: { kind: 'wrongType', name: file.name } };
    if (file.size > FEEDBACK_MAX_IMAGE_BYTES) {
      return { files, problem: { kind: 'tooLarge', name: file.name } };
    }
    if (files.length >= max) return { files, problem: { kind: 'tooMany', max } };
    files.push(file);
  }
  return { files, problem: null };
}
