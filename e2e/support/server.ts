/** Where the end-to-end server listens and the secrets the tests share with it. */
export const e2eServer = {
  port: Number(process.env.E2E_PORT ?? 3197),
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  operatorToken: 'e2e-operator-token-0123456789abcdef',
  /** The trusted proxy header the server reads the visitor's country from. */
  countryHeader: 'x-e2e-country',
};

/**
 * The local OpenID provider that stands in for Google (e2e/support/oidc-provider.ts). The
 * server is configured for it in playwright.config.ts; a spec starts it with
 * `startOidcProvider({ port: e2eOidc.port, redirectUris: [e2eOidc.redirectUri], ... })`
 * and turns GOOGLELOGIN3 on through the operator command.
 */
export const e2eOidc = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3198),
  get issuer() {
    return `http://127.0.0.1:${this.port}`;
  },
  clientId: 'openlobby-e2e',
  clientSecret: 'openlobby-e2e-client-secret-0123456789',
  get redirectUri() {
    return `${e2eServer.url}/wps/session/oauth/google/callback`;
  },
};
