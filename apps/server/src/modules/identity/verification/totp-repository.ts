import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { totpStepUsed } from '../../../db/schema';

/** Spends a time step for the member; false when it was spent already (a replay). */
export async function spendTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const spent = await db
    .insert(totpStepUsed)
    .values({ memberId, step })
    .onConflictDoNothing()
    .returning({ step: totpStepUsed.step });
  return spent.length > 0;
}

export async function forgetTotpStepsBefore(db: Db, memberId: number, step: number) {
  await db
    .delete(totpStepUsed)
    .where(and(eq(totpStepUsed.memberId, memberId), lt(totpStepUsed.step, step)));
}
