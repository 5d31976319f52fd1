import {
  encryptedBodySchema,
  encryptionKeyPath,
  encryptionKeySchema,
} from '@openlobby/contract/identity/crypto-envelope';
import { okEnvelopeSchema } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { systemSetting } from '../db/schema';
import {
  decryptBody,
  DecryptionError,
  generateBodyKeyPair,
  loadBodyKey,
  type BodyKey,
  type StoredKeyPair,
} from '../lib/body-crypto';
import { ok } from '../lib/envelope';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An E route (identity-api.md): the body arrives encrypted and is decrypted here. */
    encrypted?: boolean;
  }
}

/** Row of `system_setting`; not a run-time setting, so the settings module never reads it. */
const KEY_ROW = 'encryption_key';

const storedKeySchema = z.object({
  keyId: z.string(),
  spki: z.string(),
  privateKeyPem: z.string(),
});

/**
 * One key pair for every instance: the first to start generates it, and whoever loses the
 * insert race uses the winner's, so a body encrypted for one instance opens on any other.
 */
export async function loadOrCreateBodyKey(db: Db): Promise<BodyKey> {
  const read = async () => {
    const [row] = await db
      .select({ value: systemSetting.value })
      .from(systemSetting)
      .where(eq(systemSetting.key, KEY_ROW));
    const parsed = storedKeySchema.safeParse(row?.value);
    return parsed.success ? parsed.data : undefined;
  };
  const existing = await read();
  if (existing) return loadBodyKey(existing);
  const fresh: StoredKeyPair = await generateBodyKeyPair();
  await db.insert(systemSetting).values({ key: KEY_ROW, value: fresh }).onConflictDoNothing();
  const winner = await read();
  if (!winner) throw new Error('encryption key row missing after insert');
  return loadBodyKey(winner);
}

const keyRoute: FastifyPluginAsyncZod<{ key: BodyKey }> = async (app, { key }) => {
  app.get(
    encryptionKeyPath,
    {
      schema: {
        tags: ['system'],
        response: {
          200: okEnvelopeSchema(encryptionKeySchema),
        },
      },
    },
    async (_request, reply) => {
      // The key never changes while we run; let the browser keep it for the page's life.
      reply.header('cache-control', 'public, max-age=300');
      return ok({ keyId: key.keyId, spki: key.spki });
    },
  );
};

/**
 * E calls: the key route, and a preValidation step on routes with `config.encrypted` that
 * swaps the envelope for the decrypted JSON, so the route's zod schema checks the real body.
 */
export default fp(
  async (app) => {
    const key = await loadOrCreateBodyKey(app.db);
    await app.register(keyRoute, { key });
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.encrypted !== true) return;
      const envelope = encryptedBodySchema.safeParse(request.body);
      if (!envelope.success) throw new AppError('ENCRYPTION_REQUIRED', 'plaintext on an E route');
      try {
        request.body = decryptBody(key, envelope.data);
      } catch (error) {
        if (error instanceof DecryptionError)
          throw new AppError('DECRYPTION_FAILED', error.message);
        throw error;
      }
    });
  },
  { name: 'encryption', dependencies: ['db'] },
);
