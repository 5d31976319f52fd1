import {
  FEEDBACK_DEFAULT_MAX_WORDS,
  FEEDBACK_DEFAULT_MIN_WORDS,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  supportPaths,
  type FeedbackRules,
  type OperatorFeedback,
} from '@openlobby/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { CheckedImage } from '../../lib/image-upload';
import { feedback, feedbackImage, member, systemSetting } from '../../db/schema';

/**
 * The word bounds live in `system_setting` under this key, so the operator changes them at
 * run time (`npm run operator -- feedback rules MIN MAX`). Read on each call: feedback is
 * rare, and every server process then sees a change at once.
 */
const RULES_KEY = 'feedbackRules';
const storedRulesSchema = z.object({
  minWords: z.number().int().positive(),
  maxWords: z.number().int().positive(),
});

export async function feedbackRules(db: Db): Promise<FeedbackRules> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, RULES_KEY));
  const stored = storedRulesSchema.safeParse(row?.value);
  const words =
    stored.success && stored.data.minWords <= stored.data.maxWords
      ? stored.data
      : { minWords: FEEDBACK_DEFAULT_MIN_WORDS, maxWords: FEEDBACK_DEFAULT_MAX_WORDS };
  return { ...words, maxImages: FEEDBACK_MAX_IMAGES, maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES };
}

export async function setFeedbackRules(db: Db, value: { minWords: number; maxWords: number }) {
  await db
    .insert(systemSetting)
    .values({ key: RULES_KEY, value })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
}

export type { CheckedImage };

/** The feedback and its images in one transaction: all stored, or nothing. */
export async function addFeedback(
  db: Db,
  memberId: number,
  content: string,
  images: readonly CheckedImage[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ memberId, content })
      .returning({ id: feedback.id });
    const id = row!.id;
    if (images.length > 0) {
      await tx.insert(feedbackImage).values(
        images.map((image) => ({
          name: image.name,
          feedbackId: id,
          mime: image.mime,
          bytes: image.data.length,
          data: image.data,
        })),
      );
    }
    return id;
  });
}

/** Newest first, with who sent it and where its images are (operator API). */
export async function latestFeedback(db: Db, limit: number): Promise<OperatorFeedback[]> {
  const rows = await db
    .select({
      id: feedback.id,
      account: member.account,
      content: feedback.content,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(member, eq(member.id, feedback.memberId))
    .orderBy(desc(feedback.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const images = await db
    .select({
      feedbackId: feedbackImage.feedbackId,
      name: feedbackImage.name,
      mime: feedbackImage.mime,
      bytes: feedbackImage.bytes,
    })
    .from(feedbackImage)
    .where(
      inArray(
        feedbackImage.feedbackId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(feedbackImage.name);
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    images: images
      .filter((i) => i.feedbackId === r.id)
      .map((i) => ({
        url: supportPaths.operatorFeedbackImage(i.name),
        mime: i.mime,
        bytes: i.bytes,
      })),
  }));
}

export async function findFeedbackImage(db: Db, name: string) {
  const [row] = await db
    .select({ mime: feedbackImage.mime, data: feedbackImage.data })
    .from(feedbackImage)
    .where(eq(feedbackImage.name, name));
  return row ?? null;
}
