import { randomBytes } from 'node:crypto';
import {
  encryptionKeySchema,
  identityPaths,
  okEnvelopeSchema,
  type EncryptionKey,
} from '@openlobby/contract';
import { encryptWithKey } from '../../../web/src/lib/crypto/encrypt-body';
import { operatorHeaders } from './build-test-app';

/**
 * Logins over HTTP to server processes started with TRUST_PROXY (scale-out-kit.ts): the
 * visitor's address travels in X-Forwarded-For, as a proxy would send it, and the human
 * checks are solved through the operator's development route (ADR 021), as end-to-end
 * tests solve them, since another process's store cannot be read from here.
 */

/** An address of the documentation range no other run shares (limits are kept per IP). */
export const randomVisitorIp = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

type Json = { success: boolean; errorCode?: string; value?: Record<string, unknown> };

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return (await res.json()) as Json;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The answer of a live captcha or slider puzzle (the operator route; loopback caller). */
async function answerOf(baseUrl: string, id: string): Promise<string> {
  const reply = await getJson(
    `${baseUrl}${identityPaths.operatorHumanCheck}/${id}`,
    operatorHeaders,
  );
  const answer = reply.value?.answer;
  if (typeof answer !== 'string') throw new Error(`no answer for ${id}: ${JSON.stringify(reply)}`);
  return answer;
}

/** A login slider solved like a hand would (the right x, a 400 ms trail), from `ip`. */
export async function sliderToken(baseUrl: string, ip: string): Promise<string> {
  const visitor = { 'x-forwarded-for': ip };
  const puzzle = await getJson(`${baseUrl}${identityPaths.slider}?channel=login`, visitor);
  const challengeId = String(puzzle.value?.challengeId);
  const x = Number(await answerOf(baseUrl, challengeId)) + 2;
  const trail = Array.from({ length: 8 }, (_, i) => ({ x: (x * i) / 7, t: i * 57 }));
  const solved = await postJson(
    `${baseUrl}${identityPaths.slider}`,
    { challengeId, x, trail },
    visitor,
  );
  return String(solved.body.value?.sliderToken);
}

/** A captcha and its answer, asked from a fresh address (captchas are 1 per second per IP). */
export async function solvedCaptcha(baseUrl: string) {
  const reply = await getJson(`${baseUrl}${identityPaths.captcha}`, {
    'x-forwarded-for': randomVisitorIp(),
  });
  const captchaId = String(reply.value?.captchaId);
  return { captchaId, captcha: await answerOf(baseUrl, captchaId) };
}

const keys = new Map<string, Promise<EncryptionKey>>();

/** The site's public key (one for every instance), read once per address. */
function siteKey(baseUrl: string): Promise<EncryptionKey> {
  let key = keys.get(baseUrl);
  if (!key) {
    key = getJson(`${baseUrl}/wps/system/encryption-key`).then(
      (reply) => okEnvelopeSchema(encryptionKeySchema).parse(reply).value,
    );
    keys.set(baseUrl, key);
  }
  return key;
}

/** A password login (an E call: the body encrypted with the site's key) from `ip`. */
export async function passwordLogin(
  baseUrl: string,
  ip: string,
  credentials: { username: string; password: string; withCaptcha: boolean },
) {
  const key = await siteKey(baseUrl);
  const body = {
    type: 'username',
    username: credentials.username,
    password: credentials.password,
    remember: false,
    sliderToken: await sliderToken(baseUrl, ip),
    ...(credentials.withCaptcha ? await solvedCaptcha(baseUrl) : {}),
  };
  return postJson(`${baseUrl}${identityPaths.login}`, await encryptWithKey(key, body), {
    'x-forwarded-for': ip,
    'accept-language': 'en',
  });
}
