import type {
  CsPosition,
  CsType,
  CustomerServiceLink,
  OperatorChatModel,
  OperatorCustomerService,
  SocialLink,
  SocialType,
} from '@openlobby/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatModel, customerServiceLink, socialLink } from '../../db/schema';

/** Every customer-service row in display order (lowest sort first, then the spec's order). */
export async function allCustomerService(db: Db): Promise<OperatorCustomerService[]> {
  const rows = await db
    .select()
    .from(customerServiceLink)
    .orderBy(asc(customerServiceLink.sort), asc(customerServiceLink.csType));
  return rows.map((r) => ({
    csType: r.csType as CsType,
    csPosition: r.csPosition as CsPosition,
    url: r.url,
    sort: r.sort,
  }));
}

/**
 * What visitors see: LIVECHAT only while at least one chat channel is configured, so a
 * shortcut never leads to "no chat" (spec: entries without configuration are hidden).
 */
export async function publicCustomerService(db: Db): Promise<CustomerServiceLink[]> {
  const [rows, models] = await Promise.all([allCustomerService(db), allChatModels(db)]);
  return rows
    .filter((r) => r.csType !== 'LIVECHAT' || models.length > 0)
    .map(({ csType, csPosition, url }) => ({ csType, csPosition, url }));
}

/** Sets a type at the given positions; without a sort, a new type goes last. */
export async function setCustomerService(
  db: Db,
  input: { csType: CsType; url: string | null; positions: CsPosition[]; sort?: number | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sort: customerServiceLink.sort })
      .from(customerServiceLink)
      .where(eq(customerServiceLink.csType, input.csType))
      .limit(1);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${customerServiceLink.sort}), 0)::int` })
      .from(customerServiceLink);
    const sort = input.sort ?? current?.sort ?? (last?.max ?? 0) + 10;
    for (const csPosition of input.positions) {
      await tx
        .insert(customerServiceLink)
        .values({ csType: input.csType, csPosition, url: input.url, sort })
        .onConflictDoUpdate({
          target: [customerServiceLink.csType, customerServiceLink.csPosition],
          set: { url: input.url, sort, updatedAt: sql`now()` },
        });
    }
  });
}

/** Removes a type everywhere; false when it was not configured. */
export async function removeCustomerService(db: Db, csType: CsType): Promise<boolean> {
  const rows = await db
    .delete(customerServiceLink)
    .where(eq(customerServiceLink.csType, csType))
    .returning({ csType: customerServiceLink.csType });
  return rows.length > 0;
}

export async function allSocialLinks(db: Db): Promise<SocialLink[]> {
  const rows = await db
    .select()
    .from(socialLink)
    .orderBy(asc(socialLink.sort), asc(socialLink.socialType));
  return rows.map((r) => ({ socialType: r.socialType as SocialType, url: r.url }));
}

export async function setSocialLink(db: Db, socialType: SocialType, url: string): Promise<void> {
  await db
    .insert(socialLink)
    .values({ socialType, url })
    .onConflictDoUpdate({ target: socialLink.socialType, set: { url, updatedAt: sql`now()` } });
}

export async function removeSocialLink(db: Db, socialType: SocialType): Promise<boolean> {
  const rows = await db
    .delete(socialLink)
    .where(eq(socialLink.socialType, socialType))
    .returning({ socialType: socialLink.socialType });
  return rows.length > 0;
}

export async function allChatModels(db: Db): Promise<OperatorChatModel[]> {
  return db
    .select({ modelId: chatModel.modelId, url: chatModel.url })
    .from(chatModel)
    .orderBy(asc(chatModel.createdAt), asc(chatModel.modelId));
}

export async function findChatModel(db: Db, modelId: string): Promise<OperatorChatModel | null> {
  const [row] = await db
    .select({ modelId: chatModel.modelId, url: chatModel.url })
    .from(chatModel)
    .where(eq(chatModel.modelId, modelId));
  return row ?? null;
}

export async function setChatModel(db: Db, modelId: string, url: string): Promise<void> {
  await db
    .insert(chatModel)
    .values({ modelId, url })
    .onConflictDoUpdate({ target: chatModel.modelId, set: { url } });
}

export async function removeChatModel(db: Db, modelId: string): Promise<boolean> {
  const rows = await db
    .delete(chatModel)
    .where(eq(chatModel.modelId, modelId))
    .returning({ modelId: chatModel.modelId });
  return rows.length > 0;
}
