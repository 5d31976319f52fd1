import type { Db } from '../db/client';
import { depositChannel, seedRun } from '../db/schema';

export const DEPOSIT_SEED = 'deposit-demo-v1';

/**
 * Deposit channels of a fresh install, both through the bundled sandbox gateway, with
 * bounds usual for Brazilian operators (minor units): PIX from R$ 10,00 to R$ 50.000,00;
 * boleto from R$ 50,00 to R$ 10.000,00, off until the operator enables it
 * (`npm run operator -- deposit enable BOLETO`).
 */
export const demoDepositChannels = [
  {
    code: 'PIX',
    gatewayCode: 'SANDBOX',
    namePt: 'PIX',
    nameEn: 'PIX',
    minAmount: 1_000,
    maxAmount: 5_000_000,
    enabled: true,
    sortOrder: 10,
  },
  {
    code: 'BOLETO',
    gatewayCode: 'SANDBOX',
    namePt: 'Boleto bancário',
    nameEn: 'Bank slip (boleto)',
    minAmount: 5_000,
    maxAmount: 1_000_000,
    enabled: false,
    sortOrder: 20,
  },
];

/** Once per install (its own `seed_run` name), so operator changes are never overwritten. */
export async function seedDemoDeposit(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRun)
      .values({ name: DEPOSIT_SEED })
      .onConflictDoNothing()
      .returning({ name: seedRun.name });
    if (claimed.length === 0) return false;
    await tx.insert(depositChannel).values(demoDepositChannels).onConflictDoNothing();
    return true;
  });
}
