import { z } from 'zod';
import type { Db } from '../../db/client';
import { randomId } from '../../lib/secure-random';
import { insertSecretRowIfAbsent, readSecretRow } from './gateway-secret-repository';

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
    await insertSecretRowIfAbsent(this.db, rowKey(gatewayCode), { secret: randomId(32) });
    return storedSecretSchema.parse(await readSecretRow(this.db, rowKey(gatewayCode))).secret;
  }
}
