/**
 * The end-to-end servers: one per Playwright worker (playwright.config.ts, ADR 005), each
 * with its own port, data directory and local OpenID provider port. Tests change site-wide
 * settings (maintenance, region, login verification), so a worker must only ever talk to
 * its own server: `e2eServer` and `e2eOidc` answer for the worker they are read in.
 */

/** How many workers, hence servers: 2, or `E2E_WORKERS` (1 gives the old one-server run). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

// Server i listens on E2E_PORT + 2i and its provider on E2E_OIDC_PORT + 2i, so the
// defaults interleave (3197, 3198 for the first; 3199, 3200 for the second).
const basePort = Number(process.env.E2E_PORT ?? 3197);
const baseOidcPort = Number(process.env.E2E_OIDC_PORT ?? 3198);

/** The secrets every server shares with the tests. */
const shared = {
  operatorToken: 'e2e-operator-token-0123456789abcdef',
  /** The trusted proxy header the server reads the visitor's country from. */
  countryHeader: 'x-e2e-country',
};

export type E2eServer = ReturnType<typeof e2eServerAt>;

/** Server `index` (0-based): where it listens and where its OpenID provider must. */
export function e2eServerAt(index: number) {
  const port = basePort + 2 * index;
  const url = `http://127.0.0.1:${port}`;
  const oidcPort = baseOidcPort + 2 * index;
  return {
    index,
    port,
    url,
    ...shared,
    oidc: {
      port: oidcPort,
      issuer: `http://127.0.0.1:${oidcPort}`,
      clientId: 'openlobby-e2e',
      clientSecret: 'openlobby-e2e-client-secret-0123456789',
      redirectUri: `${url}/wps/session/oauth/google/callback`,
    },
  };
}

let chosen: number | undefined;

/**
 * This process's server: the worker's parallel index (Playwright sets TEST_PARALLEL_INDEX
 * in each worker, 0 to workers − 1, and a restarted worker takes the slot it replaces), or
 * the one `useServer` chose. Outside a worker (the config, a script) it is the first.
 */
function current(): E2eServer {
  return e2eServerAt(chosen ?? Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/**
 * Makes this worker talk to server `index` instead of its own. Only for a spec that runs
 * when no other test does and must continue what a spec did on another worker's server
 * (agent/agent-settlement.spec.ts, project "after the site").
 */
export function useServer(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= e2eWorkers)
    throw new Error(`no end-to-end server ${index} (E2E_WORKERS=${e2eWorkers})`);
  chosen = index;
}

/** Where this worker's server listens and the secrets the tests share with it. */
export const e2eServer = {
  get index() {
    return current().index;
  },
  get port() {
    return current().port;
  },
  get url() {
    return current().url;
  },
  operatorToken: shared.operatorToken,
  countryHeader: shared.countryHeader,
};

/**
 * The local OpenID provider that stands in for Google (e2e/support/oidc-provider.ts) for
 * this worker's server, which playwright.config.ts configures for it. A spec starts it with
 * `startOidcProvider({ port: e2eOidc.port, redirectUris: [e2eOidc.redirectUri], ... })`
 * and turns GOOGLELOGIN3 on through the operator command.
 */
export const e2eOidc = {
  get port() {
    return current().oidc.port;
  },
  get issuer() {
    return current().oidc.issuer;
  },
  get clientId() {
    return current().oidc.clientId;
  },
  get clientSecret() {
    return current().oidc.clientSecret;
  },
  get redirectUri() {
    return current().oidc.redirectUri;
  },
};
