import { countWords } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addFeedback, feedbackRules, type CheckedImage } from './feedback-repository';

/**
 * Stores a member's feedback when its word count is within the operator's bounds (read on
 * each call, so a change of the bounds applies at once). The images were checked when the
 * form was read. Returns the feedback's id.
 */
export async function sendFeedback(
  db: Db,
  memberId: number,
  content: string,
  images: readonly CheckedImage[],
): Promise<number> {
  const rules = await feedbackRules(db);
  const words = countWords(content);
  if (words < rules.minWords || words > rules.maxWords) {
    throw new AppError('FEEDBACK_WORD_COUNT', `${words} words`, {
      minWords: rules.minWords,
      maxWords: rules.maxWords,
    });
  }
  return addFeedback(db, memberId, content.trim(), images);
}
