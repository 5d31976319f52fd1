import * as oidc from 'openid-client';
import type { OAuthProvider } from '@openlobby/contract/identity/oauth';
import type { Env } from '../../../env';
import { isLoopback } from '../../../lib/ip-ranges';

export type ProviderConfig = {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  scope: string;
  /** Used when the discovery document names none. */
  tokenEndpoint?: string;
};

export function providerConfigs(env: Env): Record<OAuthProvider, ProviderConfig> {
  return {
    google: {
      issuer: env.GOOGLE_OIDC_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scope: 'openid profile email',
    },
    facebook: {
      issuer: env.FACEBOOK_OIDC_ISSUER,
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      // Facebook's discovery document (made for Limited Login) has no token endpoint, and its
      // profile scope is public_profile; its manual OIDC flow redeems codes at the Graph API.
      scope: 'openid public_profile email',
      tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    },
  };
}

/**
 * openid-client configurations, discovered on first use rather than at start-up so an
 * unreachable provider never stops the site, and retried after a failure.
 */
export class OidcClients {
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(private readonly configs: Record<OAuthProvider, ProviderConfig>) {}

  scope(provider: OAuthProvider): string {
    return this.configs[provider].scope;
  }

  isConfigured(provider: OAuthProvider): boolean {
    return Boolean(this.configs[provider].clientId);
  }

  get(provider: OAuthProvider): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider);
    if (!found) {
      found = this.discover(provider);
      found.catch(() => this.discovered.delete(provider));
      this.discovered.set(provider, found);
    }
    return found;
  }

  private async discover(provider: OAuthProvider): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, tokenEndpoint } = this.configs[provider];
    if (!clientId) throw new Error(`${provider} has no client id`);
    const url = new URL(issuer);
    // Plain HTTP only for a provider on this machine (the local test provider).
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const insecure = url.protocol === 'http:' && (host === 'localhost' || isLoopback(host));
    const auth = oidc.ClientSecretPost(clientSecret);
    const execute = insecure ? [oidc.allowInsecureRequests] : [];
    const config = await oidc.discovery(url, clientId, undefined, auth, { execute, timeout: 10 });
    const metadata = config.serverMetadata();
    if (metadata.token_endpoint || !tokenEndpoint) return config;
    const completed = new oidc.Configuration(
      // A plain copy: the helper methods on the discovered metadata are not metadata.
      {
        ...(JSON.parse(JSON.stringify(metadata)) as oidc.ServerMetadata),
        token_endpoint: tokenEndpoint,
      },
      clientId,
      undefined,
      auth,
    );
    for (const step of execute) step(completed);
    return completed;
  }
}
