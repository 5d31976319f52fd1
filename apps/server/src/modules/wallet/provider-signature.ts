import { PROVIDER_SIGNATURE_TOLERANCE_SECONDS } from '@openlobby/contract/wallet/paths';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the seamless-wallet protocol (docs/provider-wallet-api.md), in the
 * style of webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>`.
 * The timestamp bounds how long a captured request can be replayed; the money calls are
 * idempotent anyway, so a replay inside the window changes nothing.
 */
export function signProviderBody(secret: string, rawBody: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

export function verifyProviderSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs = Date.now(),
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(nowMs / 1000 - t) > PROVIDER_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
