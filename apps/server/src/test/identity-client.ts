import { encryptionKeySchema, okEnvelopeSchema, type SliderChannel } from '@openlobby/contract';
import { desc, eq } from 'drizzle-orm';
import { encryptWithKey } from '../../../web/src/lib/crypto/encrypt-body';
import type { App } from '../app';
import { humanCheck, mailOutbox, smsOutbox } from '../db/schema';
import { hashPassword, insertMember } from '../modules/identity';

/**
 * What an identity test needs: encrypted calls as the browser makes them, and the answers
 * to human checks read from the database (tests are the one party allowed to peek).
 */
export function identityClient(app: App) {
  let key: Promise<{ keyId: string; spki: string }> | undefined;
  const publicKey = () =>
    (key ??= app
      .inject({ url: '/wps/system/encryption-key' })
      .then((res) => okEnvelopeSchema(encryptionKeySchema).parse(res.json()).value));

  type Init = { ip?: string; token?: string; language?: 'en' | 'pt'; cookie?: string };
  const headers = (init: Init) => ({
    'accept-language': init.language ?? 'en',
    ...(init.token ? { authorization: init.token } : {}),
    ...(init.cookie ? { cookie: init.cookie } : {}),
  });

  /** An E call: the body encrypted with the server's public key. */
  async function e(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, init: Init = {}) {
    return app.inject({
      method,
      url,
      remoteAddress: init.ip ?? '127.0.0.1',
      headers: headers(init),
      payload: (await encryptWithKey(await publicKey(), body)) as unknown as object,
    });
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    init: Init = {},
  ) {
    return app.inject({
      method,
      url,
      remoteAddress: init.ip ?? '127.0.0.1',
      headers: headers(init),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  }

  /** A slider answered like a hand would: the right x, a 400 ms trail of 8 points. */
  async function sliderToken(channel: SliderChannel, ip = '127.0.0.1') {
    const res = await call('GET', `/wps/verification/slider?channel=${channel}`, undefined, { ip });
    const { challengeId } = res.json().value as { challengeId: string };
    const [row] = await app.db.select().from(humanCheck).where(eq(humanCheck.id, challengeId));
    const x = Number(row!.answer) + 2;
    const trail = Array.from({ length: 8 }, (_, i) => ({ x: (x * i) / 7, t: i * 57 }));
    const answer = await call(
      'POST',
      '/wps/verification/slider',
      { challengeId, x, trail },
      { ip },
    );
    return (answer.json().value as { sliderToken: string }).sliderToken;
  }

  /** A captcha and its answer. */
  async function captcha(ip = '127.0.0.1') {
    const res = await call('GET', '/wps/captcha', undefined, { ip });
    const { captchaId } = res.json().value as { captchaId: string };
    const [row] = await app.db.select().from(humanCheck).where(eq(humanCheck.id, captchaId));
    return { captchaId, captcha: row!.answer };
  }

  async function login(
    username: string,
    password: string,
    init: Init & { remember?: boolean; agentLogin?: boolean } = {},
  ) {
    const sliderToken_ = await sliderToken('login', init.ip);
    return e(
      'POST',
      '/wps/session/login',
      {
        type: 'username',
        username,
        password,
        remember: init.remember ?? false,
        sliderToken: sliderToken_,
        ...(init.agentLogin ? { agentLogin: true } : {}),
      },
      init,
    );
  }

  async function lastSms(to: string) {
    const [row] = await app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, to))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
  }

  async function lastMail(to: string) {
    const [row] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row ?? null;
  }

  return { e, call, sliderToken, captcha, login, lastSms, lastMail };
}

export type IdentityClient = ReturnType<typeof identityClient>;

/**
 * A member created straight in the database with a password, then logged in as the site
 * does: its id and session token, for suites about what a logged-in member reads.
 */
export async function loggedInMember(
  app: App,
  c: IdentityClient,
  account: string,
  password: string,
): Promise<{ memberId: number; token: string }> {
  const created = await insertMember(app.db, {
    account,
    accountKey: account,
    nickname: account,
    type: 0,
    passwordHash: await hashPassword(password),
  });
  if (!created) throw new Error('member not created');
  const token = (await c.login(account, password)).json().value.token as string;
  return { memberId: created.id, token };
}
