import {
  GATEWAY_SIGNATURE_HEADER,
  gatewayNotifyPath,
  type GatewayNotification,
} from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { depositOrder, ledgerPosting, sandboxGatewayPayment } from '../db/schema';
import { signProviderBody } from '../modules/wallet/provider-signature';
import { depositPostingKey } from '../modules/deposit/deposit-service';
import { GatewaySecrets } from '../modules/deposit/gateway-secrets';

/** A member's deposit calls through `inject`, as the web app makes them. */
export function depositClient(app: App, token: string) {
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, language = 'en') =>
    app.inject({
      method,
      url,
      headers: { authorization: token, 'accept-language': language },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return { call };
}

/** The secret the sandbox gateway signs with (tests are the one party allowed to peek). */
export const sandboxSecret = (app: App) => new GatewaySecrets(app.db).secretFor('SANDBOX');

/** The sandbox gateway's webhook as it arrives: the body signed with the gateway's secret. */
export async function gatewayNotifier(app: App) {
  const secret = await sandboxSecret(app);
  return (body: GatewayNotification, signature?: string) => {
    const raw = JSON.stringify(body);
    return app.inject({
      method: 'POST',
      url: gatewayNotifyPath('SANDBOX'),
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        [GATEWAY_SIGNATURE_HEADER]: signature ?? signProviderBody(secret, raw),
      },
      payload: raw,
    });
  };
}

/** The notification the sandbox would send for an order. */
export async function notificationFor(
  app: App,
  orderRef: string,
  status: 'paid' | 'failed',
): Promise<GatewayNotification> {
  const [p] = await app.db
    .select()
    .from(sandboxGatewayPayment)
    .where(eq(sandboxGatewayPayment.orderRef, orderRef));
  if (!p) throw new Error(`no sandbox payment ${orderRef}`);
  return { orderRef, status, amount: p.amount, currency: p.currency, paymentId: p.paymentId };
}

/** Moves an order (and its checkout) past its expiry, as if 30 minutes had gone by. */
export async function ageOrder(app: App, orderRef: string): Promise<void> {
  const past = sql`now() - interval '1 minute'`;
  await app.db
    .update(depositOrder)
    .set({ expiresAt: past })
    .where(eq(depositOrder.orderRef, orderRef));
  await app.db
    .update(sandboxGatewayPayment)
    .set({ expiresAt: past })
    .where(eq(sandboxGatewayPayment.orderRef, orderRef));
}

/** How many ledger postings an order has made (must be 0 or 1). */
export async function postingsOf(app: App, orderRef: string): Promise<number> {
  const rows = await app.db
    .select({ id: ledgerPosting.id })
    .from(ledgerPosting)
    .where(eq(ledgerPosting.idempotencyKey, depositPostingKey(orderRef)));
  return rows.length;
}
