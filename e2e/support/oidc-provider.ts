import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider (the `oidc-provider` package) on 127.0.0.1 for social sign-in tests:
 * the server's integration test drives it with fetch, the end-to-end tests with Chromium.
 * Its login page signs in one fixed test user with a single button ("Continue as …") and
 * consent is granted without a page, so a browser completes the flow with one click.
 *
 * Configure the OpenLobby server for it (see README "Configuration"):
 *   GOOGLE_OIDC_ISSUER=<issuer> GOOGLE_CLIENT_ID=<clientId> GOOGLE_CLIENT_SECRET=<clientSecret>
 *   PUBLIC_URL=<the server's origin>, and turn GOOGLELOGIN3 on
 *   (npm run operator -- whitelabel set GOOGLELOGIN3 on).
 * Run by hand: npx tsx e2e/support/oidc-provider.ts [port] [redirect uri]
 */

export type OidcTestUser = { sub: string; name: string; email: string };

export type OidcProviderOptions = {
  /** 0 picks a free port. */
  port?: number;
  /** Every redirect URI the client may use, e.g. `${PUBLIC_URL}/wps/session/oauth/google/callback`. */
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  user?: OidcTestUser;
};

export type RunningOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  user: OidcTestUser;
  close: () => Promise<void>;
};

export const defaultOidcTestUser: OidcTestUser = {
  sub: 'oidc-test-user-1',
  name: 'Ana Souza',
  email: 'ana.souza@example.com',
};

export async function startOidcProvider(
  options: OidcProviderOptions,
): Promise<RunningOidcProvider> {
  const clientId = options.clientId ?? 'openlobby-test-client';
  const clientSecret = options.clientSecret ?? 'openlobby-test-client-secret-0123456789';
  const user = options.user ?? defaultOidcTestUser;

  // The issuer must contain the port, so listen first and create the provider after.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) =>
    res.writeHead(503).end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // Put name and e-mail in the ID token, as Google does, so no userinfo call is needed.
    conformIdTokenClaims: false,
    cookies: { keys: ['openlobby-test-oidc-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) =>
      sub === user.sub
        ? {
            accountId: sub,
            claims: () => ({ sub, name: user.name, email: user.email, email_verified: true }),
          }
        : undefined,
  });
  // Behind nothing; no proxy headers to trust.
  provider.proxy = false;
  const callback = provider.callback();

  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    void interact(provider, user, req, res, match[2] === '/login').catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    user,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function interact(
  provider: Provider,
  user: OidcTestUser,
  req: IncomingMessage,
  res: ServerResponse,
  isLoginPost: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    if (isLoginPost && req.method === 'POST') {
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Test identity provider</title></head>
<body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${details.uid}/login">
<button type="submit">Continue as ${escapeHtml(user.name)}</button></form></body></html>`);
    return;
  }
  // Consent: grant what the client asked for, without a page.
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? newGrant(provider, details))
    : newGrant(provider, details);
  const scope = (details.params.scope as string | undefined) ?? 'openid';
  grant.addOIDCScope(scope);
  const grantId = await grant.save();
  return provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function newGrant(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
) {
  return new provider.Grant({
    accountId: details.session?.accountId,
    clientId: details.params.client_id as string,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// `npx tsx e2e/support/oidc-provider.ts [port] [redirect uri]` runs one until Ctrl-C.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 3198);
  const redirect = process.argv[3] ?? 'http://localhost:3000/wps/session/oauth/google/callback';
  const running = await startOidcProvider({ port, redirectUris: [redirect] });
  console.log(
    [
      `OpenID provider at ${running.issuer}; start the server with:`,
      `  GOOGLE_OIDC_ISSUER=${running.issuer} GOOGLE_CLIENT_ID=${running.clientId} GOOGLE_CLIENT_SECRET=${running.clientSecret}`,
      `Redirect URI allowed: ${redirect}`,
    ].join('\n'),
  );
}
