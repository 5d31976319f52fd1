import { z } from 'zod';
import type { Db } from '../../db/client';
import { randomId } from '../../lib/secure-random';
import {
  insertSecretRowIfAbsent,
  isCatalogueProvider,
  readSecretRow,
} from './provider-secret-repository';

/** Providers the server itself drives: the in-house games and the sandbox adapter. */
export const BUILT_IN_PROVIDERS = ['BGS', 'SANDBOX'] as const;

/** `system_setting` row of a generated secret; not a run-time setting (nobody edits it). */
const rowKey = (vendorCode: string) => `provider_wallet_secret:${vendorCode}`;
const storedSecretSchema = z.object({ secret: z.string().min(32) });

/**
 * Where a provider's signing secret comes from: PROVIDER_WALLET_SECRETS for a real
 * aggregator; otherwise, for a built-in provider or a catalogue vendor played by the
 * sandbox adapter, a random secret created once in the database, so every server process
 * shares it. Unknown codes have none and their calls are refused. Secrets never change
 * while the server runs, so they are cached.
 */
export class ProviderSecrets {
  private readonly cache = new Map<string, Promise<string | null>>();

  constructor(
    private readonly db: Db,
    private readonly configured: Readonly<Record<string, string>>,
  ) {}

  secretFor(vendorCode: string): Promise<string | null> {
    const configured = this.configured[vendorCode];
    if (configured) return Promise.resolve(configured);
    let secret = this.cache.get(vendorCode);
    if (!secret) {
      secret = this.loadOrCreate(vendorCode);
      // A failed read must not stick; an unknown vendor is re-checked, it may be added.
      secret.then(
        (s) => s ?? this.cache.delete(vendorCode),
        () => this.cache.delete(vendorCode),
      );
      this.cache.set(vendorCode, secret);
    }
    return secret;
  }

  private async loadOrCreate(vendorCode: string): Promise<string | null> {
    const stored = await this.read(vendorCode);
    if (stored) return stored;
    if (!(await this.isKnownVendor(vendorCode))) return null;
    // First process to get here wins; a loser reads the winner's secret.
    await insertSecretRowIfAbsent(this.db, rowKey(vendorCode), { secret: randomId(32) });
    return this.read(vendorCode);
  }

  private async read(vendorCode: string): Promise<string | null> {
    const parsed = storedSecretSchema.safeParse(await readSecretRow(this.db, rowKey(vendorCode)));
    return parsed.success ? parsed.data.secret : null;
  }

  private async isKnownVendor(vendorCode: string): Promise<boolean> {
    if ((BUILT_IN_PROVIDERS as readonly string[]).includes(vendorCode)) return true;
    return isCatalogueProvider(this.db, vendorCode);
  }
}
