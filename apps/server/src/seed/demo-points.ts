import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { member, pointRedemption, pointReward, seedRun } from '../db/schema';
import { accruePoints, postPoints, readPoints } from '../modules/points';

/** Seed set of the points mall's catalogue and demo_player's first redemption (ADR 036). */
export const POINTS_SEED = 'points-demo-v1';

const rewards: (typeof pointReward.$inferInsert)[] = [
  {
    nameEn: 'R$ 5.00 bonus',
    namePt: 'Bônus de R$ 5,00',
    descriptionEn: 'Paid into your wallet at once.',
    descriptionPt: 'Pago na sua carteira na hora.',
    kind: 'bonus',
    cost: 400,
    bonusAmount: 500,
    stock: 1000,
    perMemberLimit: 5,
  },
  {
    nameEn: 'OpenLobby cap',
    namePt: 'Boné OpenLobby',
    descriptionEn: 'Sent to your address; our team confirms each order.',
    descriptionPt: 'Enviado ao seu endereço; nossa equipe confirma cada pedido.',
    kind: 'physical',
    cost: 1500,
    stock: 50,
    perMemberLimit: 1,
  },
  {
    nameEn: 'Bluetooth headphones',
    namePt: 'Fones Bluetooth',
    descriptionEn: 'Sent to your address; our team confirms each order.',
    descriptionPt: 'Enviado ao seu endereço; nossa equipe confirma cada pedido.',
    kind: 'physical',
    cost: 20_000,
    stock: 3,
    perMemberLimit: 1,
  },
];

/**
 * The rewards catalogue; then the accrual job's first run (demo_player's week of rounds
 * earns points, seed/demo-records.ts), and demo_player's redemption of the cap, in process,
 * so /pointMall shows a balance, a catalogue and a history line on first start.
 */
export async function seedDemoPoints(db: Db): Promise<boolean> {
  const catalogue = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await tx
      .insert(seedRun)
      .values({ name: POINTS_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return null;
    return tx.insert(pointReward).values(rewards).returning();
  });
  if (!catalogue) return false;
  await accruePoints(db, { settleMs: 0 });
  const [player] = await db
    .select({ id: member.id })
    .from(member)
    .where(eq(member.accountKey, 'demo_player'));
  const cap = catalogue.find((r) => r.kind === 'physical')!;
  if (player && (await readPoints(db, player.id)) >= cap.cost) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(pointRedemption)
        .values({
          memberId: player.id,
          requestId: '00000000-0000-4000-8000-000000000036',
          kind: 'reward',
          rewardId: cap.id,
          points: cap.cost,
          status: 'process',
        })
        .returning();
      await postPoints(tx, {
        idempotencyKey: `points:spend:${row!.id}`,
        memberId: player.id,
        amount: -cap.cost,
        type: 'redeem',
      });
      await tx
        .update(pointReward)
        .set({ stock: cap.stock - 1 })
        .where(eq(pointReward.id, cap.id));
    });
  }
  return true;
}
