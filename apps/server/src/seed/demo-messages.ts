import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, memberMessage, seedRun } from '../db/schema';

export const MESSAGES_SEED = 'messages-demo-v1';

/**
 * demo_player's inbox on a fresh site (messageV2): two read messages and one unread, so
 * the view and its badge are not empty. The deposit message renders in the reader's
 * language like a real one; the operator's two are as an operator would write them.
 * Once per install (its own `seed_run` name).
 */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: MESSAGES_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    const [player] = await tx
      .select({ id: member.id })
      .from(member)
      .where(eq(member.account, 'demo_player'));
    if (!player) return true;
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    await tx.insert(memberMessage).values([
      {
        memberId: player.id,
        kind: 'operator',
        params: {
          title: 'Bem-vindo ao OpenLobby! / Welcome to OpenLobby!',
          body: 'Sua conta está pronta. Boa sorte! / Your account is ready. Good luck!',
        },
        createdAt: daysAgo(3),
        readAt: daysAgo(3),
      },
      {
        memberId: player.id,
        kind: 'deposit_credited',
        params: { amount: 1_000_000, currency: 'BRL', orderRef: 'DEMO-WELCOME' },
        eventKey: 'demo:demo_player:deposit',
        createdAt: daysAgo(2),
        readAt: daysAgo(2),
      },
      {
        memberId: player.id,
        kind: 'operator',
        params: {
          title: 'Rebate semanal / Weekly rebate',
          body: 'Aposte na loteria esta semana e receba 1 % de rebate. / Play the lottery this week for a 1 % rebate.',
        },
        createdAt: daysAgo(1),
      },
    ]);
    return true;
  });
}
