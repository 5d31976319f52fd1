import type { Db } from '../../../db/client';
import { randomId } from '../../../lib/secure-random';
import { NO_PASSWORD } from '../member/passwords';
import { insertMember } from '../member/repository';
import { findLinkedMember, linkIdentity } from './identity-repository';
import type { SocialIdentity } from './routes';

const accountPrefix = { google: 'g_', facebook: 'f_' } as const;

/**
 * The member behind a provider's subject, created on first use. The account name has an
 * underscore no registration rule allows, so it never collides with a chosen username; the
 * member has no password (social members sign in through their provider only).
 */
export async function memberForIdentity(db: Db, identity: SocialIdentity): Promise<number> {
  const linked = await findLinkedMember(db, identity.provider, identity.subject);
  if (linked !== null) return linked;
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = `${accountPrefix[identity.provider]}${randomId(8)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 10)
      .toLowerCase()}`;
    const created = await db
      .transaction(async (tx) => {
        const row = await insertMember(tx, {
          account,
          accountKey: account.toLowerCase(),
          nickname: nicknameOf(identity.name, account),
          passwordHash: NO_PASSWORD,
          email: identity.email ?? null,
          registerIp: identity.ip,
        });
        if (!row) return 'account-taken' as const;
        const won = await linkIdentity(tx, {
          provider: identity.provider,
          subject: identity.subject,
          memberId: row.id,
          email: identity.email ?? null,
        });
        // Another callback for the same subject won the race: undo our member, use theirs.
        if (!won) tx.rollback();
        return row.id;
      })
      .catch(async (error: unknown) => {
        const raced = await findLinkedMember(db, identity.provider, identity.subject);
        if (raced !== null) return raced;
        throw error;
      });
    if (created !== 'account-taken') return created;
  }
  throw new Error('could not find a free account name');
}

function nicknameOf(name: string | undefined, account: string): string {
  // Control characters and markup have no place in a name shown in the header.
  const clean = (name ?? '')
    .replace(/[\p{C}<>]/gu, '')
    .trim()
    .slice(0, 32);
  return clean === '' ? account : clean;
}
