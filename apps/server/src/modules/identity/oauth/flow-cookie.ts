import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { oauthProviders } from '@openlobby/contract/identity/oauth';

/**
 * What the callback must know about the flow the browser started (state, nonce, PKCE
 * verifier), kept in an HttpOnly cookie signed with a key every instance shares. Being a
 * cookie, it also binds the callback to the browser that started the flow, so a callback URL
 * someone else obtained cannot sign this browser into their account (login CSRF).
 */

export const FLOW_COOKIE = 'ol_oauth';
export const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({
  provider: z.enum(oauthProviders),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** Unix seconds. */
  expiresAt: z.number(),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function sealFlow(secret: Buffer, flow: OAuthFlow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The flow if the cookie is ours, untampered and not expired; else undefined. */
export function openFlow(secret: Buffer, cookie: string | undefined, nowSeconds: number) {
  const [payload, mac] = (cookie ?? '').split('.');
  if (!payload || !mac) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const flow = flowSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return flow.expiresAt > nowSeconds ? flow : undefined;
  } catch {
    return undefined;
  }
}

/** One cookie from the Cookie header (no cookie plugin needed for a single value). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * SameSite=Lax, not Strict: the provider sends the browser back with a cross-site top-level
 * GET, and Strict cookies would not come along.
 */
export function flowCookieHeader(value: string, maxAge: number, secure: boolean): string {
  return [
    `${FLOW_COOKIE}=${value}`,
    'Path=/wps/session/oauth/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
