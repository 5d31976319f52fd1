import {
  oauthPaths,
  oauthProviderModules,
  oauthProviders,
  oauthProvidersSchema,
  oauthReturnParams,
  type OAuthProvider,
} from '@openlobby/contract/identity/oauth';
import { okEnvelopeSchema, type ErrorCode } from '@openlobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import type { OidcClients } from './clients';
import {
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  flowCookieHeader,
  openFlow,
  readCookie,
  sealFlow,
} from './flow-cookie';

/** What a verified identity becomes: a session token of the linked (or new) member. */
export type SocialSignIn = (identity: SocialIdentity) => Promise<string>;
export type SocialIdentity = {
  provider: OAuthProvider;
  subject: string;
  name: string | undefined;
  email: string | undefined;
  ip: string;
};

export type OAuthRoutesOptions = {
  clients: OidcClients;
  flowSecret: Buffer;
  publicUrl: string;
  signIn: SocialSignIn;
  now?: () => number;
};

const providerParams = z.object({ provider: z.enum(oauthProviders) });
const common = { tags: ['session'] };

/** Social sign-in (identity-api.md "Social"): authorization code flow with PKCE, state, nonce. */
const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, options) => {
  const { clients, flowSecret, publicUrl, signIn } = options;
  const now = options.now ?? Date.now;
  const secureCookie = publicUrl.startsWith('https:');
  const redirectUri = (provider: OAuthProvider) => `${publicUrl}${oauthPaths.callback(provider)}`;

  const isEnabled = async (provider: OAuthProvider) =>
    clients.isConfigured(provider) &&
    (await app.settings.get()).whitelabel[oauthProviderModules[provider]];

  /** Failures go back to the SPA, which shows the code's message in the login popup. */
  const fail = (reply: FastifyReply, code: ErrorCode) =>
    reply.redirect(`/?${oauthReturnParams.error}=${code}`, 302);

  app.get(
    oauthPaths.providers,
    {
      schema: {
        ...common,
        response: { 200: okEnvelopeSchema(oauthProvidersSchema) },
      },
    },
    async () =>
      ok(
        await Promise.all(
          oauthProviders.map(async (provider) => ({
            provider,
            enabled: await isEnabled(provider),
          })),
        ),
      ),
  );

  app.get(
    '/wps/session/oauth/:provider/start',
    { schema: { ...common, params: providerParams } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!(await isEnabled(provider))) return fail(reply, 'OAUTH_PROVIDER_DISABLED');
      let config: oidc.Configuration;
      try {
        config = await clients.get(provider);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'OpenID discovery failed');
        return fail(reply, 'OAUTH_FAILED');
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: clients.scope(provider),
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const expiresAt = Math.floor(now() / 1000) + FLOW_TTL_SECONDS;
      const sealed = sealFlow(flowSecret, { provider, state, nonce, verifier, expiresAt });
      reply.header('set-cookie', flowCookieHeader(sealed, FLOW_TTL_SECONDS, secureCookie));
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/wps/session/oauth/:provider/callback',
    { schema: { ...common, params: providerParams } },
    async (request, reply) => {
      const { provider } = request.params;
      // Single use: whatever happens next, this browser's flow is over.
      reply.header('set-cookie', flowCookieHeader('', 0, secureCookie));
      const flow = openFlow(
        flowSecret,
        readCookie(request.headers.cookie, FLOW_COOKIE),
        Math.floor(now() / 1000),
      );
      if (!flow || flow.provider !== provider) {
        request.log.info({ provider }, 'OAuth callback without a valid flow cookie');
        return fail(reply, 'OAUTH_FAILED');
      }
      if (!(await isEnabled(provider))) return fail(reply, 'OAUTH_PROVIDER_DISABLED');
      // The URL the provider sent the browser to, rebuilt on PUBLIC_URL so it matches the
      // redirect_uri we sent even behind a proxy.
      const current = new URL(redirectUri(provider));
      current.search = new URL(request.url, publicUrl).search;
      let token: string;
      try {
        const tokens = await oidc.authorizationCodeGrant(await clients.get(provider), current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw new Error('no subject in the ID token');
        token = await signIn({
          provider,
          subject: claims.sub,
          name: typeof claims.name === 'string' ? claims.name : undefined,
          // Only an address the provider verified may later receive password resets.
          email:
            typeof claims.email === 'string' && claims.email_verified === true
              ? claims.email
              : undefined,
          ip: request.ip,
        });
      } catch (error) {
        if (error instanceof AppError) return fail(reply, error.errorCode);
        request.log.info({ err: error, provider }, 'OAuth sign-in failed');
        return fail(reply, 'OAUTH_FAILED');
      }
      return reply.redirect(`/?${oauthReturnParams.token}=${encodeURIComponent(token)}`, 302);
    },
  );
};

export default oauthRoutes;
