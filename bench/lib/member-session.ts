import { encryptWithKey } from '../../apps/web/src/lib/crypto/encrypt-body';

/** The operator token of the bench's server; its human-check answers are open (OPERATOR_OUTBOX). */
export const benchOperatorToken = 'bench-operator-token-0123456789abcdef';

/** What a bench server needs so that `memberToken` can log a seeded member in. */
export const memberLoginEnv = { OPERATOR_TOKEN: benchOperatorToken, OPERATOR_OUTBOX: 'true' };

async function value<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { success: boolean; value?: T; message?: string };
  if (!body.success || body.value === undefined)
    throw new Error(`${res.url}: ${body.message ?? res.status}`);
  return body.value;
}

/**
 * Logs a seeded member in as the browser does (the slider, then the encrypted login call),
 * reading the slider's answer from the operator API as the end-to-end tests do (ADR 021),
 * and returns the session token the web app keeps in session storage.
 */
export async function memberToken(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const json = { 'content-type': 'application/json', 'accept-language': 'en' };
  const { challengeId } = await value<{ challengeId: string }>(
    await fetch(`${baseUrl}/wps/verification/slider?channel=login`),
  );
  const { answer } = await value<{ answer: string }>(
    await fetch(`${baseUrl}/operator/human-check/${encodeURIComponent(challengeId)}`, {
      headers: { authorization: `Bearer ${benchOperatorToken}` },
    }),
  );
  // Dragged like a hand would: a 400 ms trail of 8 points to the gap.
  const x = Number(answer) + 2;
  const trail = Array.from({ length: 8 }, (_, i) => ({ x: (x * i) / 7, t: i * 57 }));
  const { sliderToken } = await value<{ sliderToken: string }>(
    await fetch(`${baseUrl}/wps/verification/slider`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ challengeId, x, trail }),
    }),
  );
  const key = await value<Parameters<typeof encryptWithKey>[0]>(
    await fetch(`${baseUrl}/wps/system/encryption-key`),
  );
  const body = await encryptWithKey(key, {
    type: 'username',
    username,
    password,
    remember: false,
    sliderToken,
  });
  const { token } = await value<{ token: string }>(
    await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    }),
  );
  return token;
}
