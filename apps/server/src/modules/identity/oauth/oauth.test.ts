import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOidcProvider,
  type RunningOidcProvider,
} from '../../../../../../e2e/support/oidc-provider';
import type { App } from '../../../app';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../../test/build-test-app';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';

/** Never contacted: requests to it are handed to app.inject (the server under test). */
const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/wps/session/oauth/google/callback`;

describe.each(testDatabaseKinds())('social sign-in with OpenID Connect on %s', (kind) => {
  const database = useTestDatabase(kind);
  let provider: RunningOidcProvider;
  let app: App;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK] });
    app = await buildTestApp(database(), {
      PUBLIC_URL,
      GOOGLE_OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  beforeEach(async () => {
    await resetToSeed(app);
    await setModule(true);
  });

  const setModule = async (on: boolean) => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/operator/whitelabel',
      headers: operatorHeaders,
      payload: { GOOGLELOGIN3: on },
    });
    expect(res.statusCode).toBe(200);
  };

  /**
   * A browser in miniature: follows redirects one by one, keeps cookies (by name, as one
   * test flow needs), sends our server's URLs to app.inject and the provider's to fetch.
   */
  function browser() {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (setCookies: string[]) => {
      for (const line of setCookies) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
    };
    async function request(url: string, method = 'GET', form?: Record<string, string>) {
      if (url.startsWith(PUBLIC_URL)) {
        const res = await app.inject({
          method: method as 'GET',
          url: url.slice(PUBLIC_URL.length),
          headers: jar.size ? { cookie: cookieHeader() } : {},
        });
        const set = res.headers['set-cookie'];
        remember(set === undefined ? [] : Array.isArray(set) ? set : [set]);
        return {
          status: res.statusCode,
          location: res.headers.location as string | undefined,
          body: res.body,
        };
      }
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          ...(jar.size ? { cookie: cookieHeader() } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      remember(res.headers.getSetCookie());
      return {
        status: res.status,
        location: res.headers.get('location') ?? undefined,
        body: await res.text(),
      };
    }
    /**
     * Follows redirects until a page, a redirect back into the SPA (`/?…`), or a location
     * `stopBefore` picks (left unrequested).
     */
    async function follow(
      url: string,
      method = 'GET',
      form?: Record<string, string>,
      stopBefore: (location: string) => boolean = () => false,
    ) {
      let res = await request(url, method, form);
      let current = url;
      const goOn = (l: string | undefined): l is string =>
        l !== undefined && !l.startsWith('/?') && !stopBefore(l);
      for (let hops = 0; hops < 15 && goOn(res.location); hops++) {
        current = new URL(res.location, current).href;
        res = await request(current);
      }
      return { ...res, url: current };
    }
    return { follow, jar };
  }

  /** Start → provider → click "Continue as …" → consent → callback; the SPA URL at the end. */
  async function signIn(b = browser()) {
    const login = await b.follow(`${PUBLIC_URL}/wps/session/oauth/google/start`);
    expect(login.status).toBe(200);
    expect(login.body).toContain(`Continue as ${provider.user.name}`);
    const action = /action="([^"]+)"/.exec(login.body)![1]!;
    const done = await b.follow(new URL(action, login.url).href, 'POST', {});
    expect(done.status).toBe(302);
    return new URL(done.location!, PUBLIC_URL);
  }

  const memberInfo = async (token: string) =>
    app.inject({ url: '/wps/member/info', headers: { authorization: token } });

  it('lists the providers that are configured and switched on', async () => {
    const res = await app.inject('/wps/session/oauth/providers');
    expect(res.json()).toEqual({
      success: true,
      value: [
        { provider: 'google', enabled: true },
        { provider: 'facebook', enabled: false },
      ],
    });
    await setModule(false);
    const off = await app.inject('/wps/session/oauth/providers');
    expect(off.json().value[0]).toEqual({ provider: 'google', enabled: false });
  });

  it('signs in through the whole code flow, creating the member once and then reusing it', async () => {
    const back = await signIn();
    expect(back.pathname).toBe('/');
    const token = back.searchParams.get('token');
    expect(token).toBeTruthy();
    const info = await memberInfo(token!);
    expect(info.statusCode).toBe(200);
    const first = info.json().value as { id: number; account: string; nickname: string };
    expect(first.account).toMatch(/^g_[a-z0-9]+$/);
    expect(first.nickname).toBe(provider.user.name);

    const again = await signIn();
    const second = await memberInfo(again.searchParams.get('token')!);
    expect(second.json().value.id).toBe(first.id);
    expect(again.searchParams.get('token')).not.toBe(token);
  });

  it('sends the browser to the provider with PKCE, state and nonce, and a flow cookie', async () => {
    const res = await app.inject('/wps/session/oauth/google/start');
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(p)).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(
      /^ol_oauth=[^;]+; Path=\/wps\/session\/oauth\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('refuses a callback without the flow cookie, with a forged cookie or state, or replayed', async () => {
    const b = browser();
    const login = await b.follow(`${PUBLIC_URL}/wps/session/oauth/google/start`);
    const action = /action="([^"]+)"/.exec(login.body)![1]!;
    // Stop right before our callback, to choose what reaches it.
    const atCallback = await b.follow(new URL(action, login.url).href, 'POST', {}, (l) =>
      l.startsWith(CALLBACK),
    );
    const path = atCallback.location!.slice(PUBLIC_URL.length);
    const flowCookie = `ol_oauth=${b.jar.get('ol_oauth')}`;
    const loginError = async (url: string, cookie?: string) => {
      const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(302);
      return new URL(String(res.headers.location), PUBLIC_URL).searchParams.get('loginError');
    };

    expect(await loginError(path)).toBe('OAUTH_FAILED');
    expect(await loginError(path.replace(/state=[^&]+/, 'state=forged'), flowCookie)).toBe(
      'OAUTH_FAILED',
    );
    const [payload, mac] = flowCookie.split('.');
    const forged = `${payload}.${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    expect(await loginError(path, forged)).toBe('OAUTH_FAILED');
    // State and cookie are checked before the code is redeemed, so the genuine callback
    // still works once; a replay of it fails at the provider (codes are single use).
    const genuine = await app.inject({ url: path, headers: { cookie: flowCookie } });
    const back = new URL(String(genuine.headers.location), PUBLIC_URL);
    expect(back.searchParams.get('token')).toBeTruthy();
    expect(await loginError(path, flowCookie)).toBe('OAUTH_FAILED');
  });

  it('answers a refusal at the provider and a disabled provider with a loginError', async () => {
    const start = await app.inject('/wps/session/oauth/google/start');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const denied = await app.inject({
      url: `/wps/session/oauth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie },
    });
    expect(denied.headers.location).toBe('/?loginError=OAUTH_FAILED');

    await setModule(false);
    const off = await app.inject('/wps/session/oauth/google/start');
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/?loginError=OAUTH_PROVIDER_DISABLED');
    const facebook = await app.inject('/wps/session/oauth/facebook/start');
    expect(facebook.headers.location).toBe('/?loginError=OAUTH_PROVIDER_DISABLED');
    const unknown = await app.inject('/wps/session/oauth/myspace/start');
    expect(unknown.statusCode).toBe(400);
  });
});
