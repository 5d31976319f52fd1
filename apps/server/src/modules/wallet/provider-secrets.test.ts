import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { vendor, vendorCategory } from '../../db/schema';
import { EnvError, loadEnv } from '../../env';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { ProviderSecrets } from './provider-secrets';
import { signProviderBody, verifyProviderSignature } from './provider-signature';

const AGGREGATOR_SECRET = 'a'.repeat(40);

describe('PROVIDER_WALLET_SECRETS', () => {
  it('reads CODE=secret pairs and refuses anything else at start-up', () => {
    expect(loadEnv({}).PROVIDER_WALLET_SECRETS).toEqual({});
    expect(
      loadEnv({ PROVIDER_WALLET_SECRETS: `PG=${AGGREGATOR_SECRET}, JILI=${'b'.repeat(32)}` })
        .PROVIDER_WALLET_SECRETS,
    ).toEqual({ PG: AGGREGATOR_SECRET, JILI: 'b'.repeat(32) });
    for (const bad of ['PG', 'PG=short', `pg=${AGGREGATOR_SECRET}`]) {
      expect(() => loadEnv({ PROVIDER_WALLET_SECRETS: bad })).toThrow(EnvError);
    }
  });
});

describe('provider signatures', () => {
  it('accept the exact body within five minutes, and nothing else', () => {
    const now = Date.now();
    const header = signProviderBody('s3cret', '{"a":1}', now);
    expect(verifyProviderSignature('s3cret', '{"a":1}', header, now + 60_000)).toBe(true);
    expect(verifyProviderSignature('s3cret', '{"a":2}', header, now)).toBe(false);
    expect(verifyProviderSignature('other', '{"a":1}', header, now)).toBe(false);
    expect(verifyProviderSignature('s3cret', '{"a":1}', header, now + 301_000)).toBe(false);
    expect(verifyProviderSignature('s3cret', '{"a":1}', undefined, now)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('provider secrets on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  let db: Db;
  beforeAll(async () => {
    await migrateDatabase(database());
    db = database().db;
    // One catalogue vendor, as the seed would have it.
    await db.insert(vendorCategory).values({
      gameCategory: 'RNG',
      sortOrder: 1,
      cards: 1,
      gameClassify: 'RNG',
      titleEn: 'Slots',
      titlePt: 'Slots',
    });
    await db.insert(vendor).values({
      gameCategory: 'RNG',
      vassalage: 'PG',
      gameType: 'RNG',
      vendorName: 'PG',
      sortOrder: 1,
    });
  });

  it('uses the configured secret, else one generated once and shared by every instance', async () => {
    const one = new ProviderSecrets(db, { PG: AGGREGATOR_SECRET });
    const two = new ProviderSecrets(db, {});
    expect(await one.secretFor('PG')).toBe(AGGREGATOR_SECRET);
    const [a, b] = await Promise.all([one.secretFor('BGS'), two.secretFor('BGS')]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    // A catalogue vendor played by the sandbox adapter gets one too; an unknown code none.
    expect(await two.secretFor('PG')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await two.secretFor('NOPE')).toBeNull();
  });
});
