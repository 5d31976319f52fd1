import type { Db } from '../db/client';
import { helpTopic, seedRun } from '../db/schema';
import { demoHelpTopics } from './demo-help-topics';

/** Name of the help-centre seed set in `seed_run` (ADR 012). */
export const HELP_SEED = 'help-demo-v1';

/** Writes the demo help topics once, so an install upgraded later gets them exactly once. */
export async function seedDemoHelp(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: HELP_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    // A topic the operator already added under the same tag wins.
    await tx.insert(helpTopic).values(demoHelpTopics).onConflictDoNothing();
    return true;
  });
}
