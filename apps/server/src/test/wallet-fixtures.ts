import {
  PROVIDER_SIGNATURE_HEADER,
  providerWalletPath,
  type ProviderWalletCall,
} from '@openlobby/contract';
import type { App } from '../app';
import type { Db } from '../db/client';
import { insertMember, NO_PASSWORD } from '../modules/identity';
import { DEMO_FUNDING } from '../modules/wallet/accounts';
import { openGameSession } from '../modules/wallet/game-sessions';
import { post } from '../modules/wallet/ledger';
import { signProviderBody } from '../modules/wallet/provider-signature';

let serial = 0;

/** A new member (no password: it never logs in) with `balance` deposited through the ledger. */
export async function memberWithBalance(db: Db, balance: number, type = 0): Promise<number> {
  const account = `w${process.pid}_${Date.now().toString(36)}_${(serial += 1)}`;
  const created = await insertMember(db, {
    account,
    accountKey: account,
    nickname: account,
    type,
    passwordHash: NO_PASSWORD,
  });
  if (!created) throw new Error('member not created');
  if (balance > 0) {
    await post(db, {
      idempotencyKey: `test-deposit:${created.id}`,
      kind: 'deposit',
      memberId: created.id,
      amount: balance,
      counterparty: DEMO_FUNDING,
    });
  }
  return created.id;
}

/**
 * A game provider as the protocol sees it: signed calls to one server (inject) or to a
 * listening URL (fetch), with a game token of one member.
 */
export async function providerClient(app: App, vendorCode: string) {
  const secret = await app.providerSecrets.secretFor(vendorCode);
  if (!secret) throw new Error(`no secret for ${vendorCode}`);

  const signed = (body: unknown, signature?: string) => {
    const raw = JSON.stringify(body);
    return {
      raw,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: signature ?? signProviderBody(secret, raw),
      },
    };
  };

  async function call(
    what: ProviderWalletCall,
    body: Record<string, unknown>,
    init: { signature?: string; language?: 'en' | 'pt' } = {},
  ) {
    const { raw, headers } = signed(body, init.signature);
    const res = await app.inject({
      method: 'POST',
      url: providerWalletPath(vendorCode, what),
      headers: { ...headers, 'accept-language': init.language ?? 'en' },
      payload: raw,
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  /** The same call over HTTP to `baseUrl` (several servers, R1). */
  async function fetchCall(baseUrl: string, what: ProviderWalletCall, body: unknown) {
    const { raw, headers } = signed(body);
    const res = await fetch(`${baseUrl}${providerWalletPath(vendorCode, what)}`, {
      method: 'POST',
      headers,
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const session = (memberId: number, hours?: number) =>
    openGameSession(app.db, {
      memberId,
      vendorCode,
      gameCode: 'test-game',
      ...(hours === undefined ? {} : { hours }),
    });

  return { secret, call, fetchCall, session };
}
