import { z } from 'zod';

/** Social sign-in with OpenID Connect (identity-api.md "Social", spec §6). */
export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** White-label module that switches each provider on (spec §6 "Feature flags"). */
export const oauthProviderModules = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
} as const satisfies Record<OAuthProvider, string>;

export const oauthPaths = {
  providers: '/wps/session/oauth/providers',
  start: (provider: OAuthProvider) => `/wps/session/oauth/${provider}/start`,
  callback: (provider: OAuthProvider) => `/wps/session/oauth/${provider}/callback`,
} as const;

/** Query parameters the SPA reads on `/` after the provider sends the browser back. */
export const oauthReturnParams = { token: 'token', error: 'loginError' } as const;

export const oauthProviderStatusSchema = z.object({
  provider: z.enum(oauthProviders),
  enabled: z.boolean(),
});
export const oauthProvidersSchema = z.array(oauthProviderStatusSchema);
export type OAuthProviderStatus = z.infer<typeof oauthProviderStatusSchema>;
