import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';
import { randomId } from '../../lib/secure-random';

const rowKey = (gatewayCode: string) => `payment_gateway_secret:${gatewayCode}`;
const storedSecretSchema = z.object({ secret: z.string().min(32) });

/**
 * The signing secret a built-in gateway shares with the site: random, created once in the
 * database (like a built-in game provider's, wallet/provider-secrets.ts), so every server
 * process of an install signs and checks with the same one. It never changes while the
 * server runs, so it is cached per process.
 */
export class GatewaySecrets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  secretFor(gatewayCode: string): Promise<string> {
    let secret = this.cache.get(gatewayCode);
    if (!secret) {
      secret = this.loadOrCreate(gatewayCode);
      secret.catch(() => this.cache.delete(gatewayCode)); // a failed read must not stick
      this.cache.set(gatewayCode, secret);
    }
    return secret;
  }

  private async loadOrCreate(gatewayCode: string): Promise<string> {
    // First process to get here wins; a loser reads the winner's secret.
    await this.db
      .insert(systemSetting)
      .values({ key: rowKey(gatewayCode), value: { secret: randomId(32) } })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: systemSetting.value })
      .from(systemSetting)
      .where(eq(systemSetting.key, rowKey(gatewayCode)));
    return storedSecretSchema.parse(row?.value).secret;
  }
}
