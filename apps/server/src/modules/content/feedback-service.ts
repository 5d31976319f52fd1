import { countWords } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { giveBackQuota, quotaRefusal, takeQuotas, usedQuota } from '../../lib/quota';
import { addFeedback, feedbackRules, type CheckedImage } from './feedback-repository';
import { contentQuotas } from './quotas';

const { feedbackForms, feedbackBytes, feedbackBytesPerIp } = contentQuotas;

/**
 * Refuses a member whose forms for the day are used up before their upload is read, so a
 * bot over the quota does not even cost the parsing (the count is taken for real when the
 * form is stored).
 */
export async function assertFeedbackQuotaLeft(db: Db, memberId: number): Promise<void> {
  if ((await usedQuota(db, feedbackForms, memberId)) >= feedbackForms.max) {
    throw quotaRefusal(feedbackForms, memberId);
  }
}

/**
 * Stores a member's feedback when its word count is within the operator's bounds (read on
 * each call, so a change of the bounds applies at once) and the member's and the IP's
 * quotas for the day hold it (S9). The images were checked when the form was read.
 * Returns the feedback's id.
 */
export async function sendFeedback(
  db: Db,
  sender: { memberId: number; ip: string },
  content: string,
  images: readonly CheckedImage[],
): Promise<number> {
  const { memberId, ip } = sender;
  const rules = await feedbackRules(db);
  const words = countWords(content);
  if (words < rules.minWords || words > rules.maxWords) {
    throw new AppError('FEEDBACK_WORD_COUNT', `${words} words`, {
      minWords: rules.minWords,
      maxWords: rules.maxWords,
    });
  }
  const bytes = images.reduce((sum, image) => sum + image.data.length, 0);
  const takes = [
    { quota: feedbackForms, subject: memberId },
    ...(bytes > 0
      ? [
          { quota: feedbackBytes, subject: memberId, amount: bytes },
          { quota: feedbackBytesPerIp, subject: ip, amount: bytes },
        ]
      : []),
  ];
  await takeQuotas(db, takes);
  try {
    return await addFeedback(db, memberId, content.trim(), images);
  } catch (error) {
    for (const t of takes) await giveBackQuota(db, t.quota, t.subject, t.amount);
    throw error;
  }
}
