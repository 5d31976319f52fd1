import { z } from 'zod';

export { oauthPaths } from './paths';

/** Social sign-in with OpenID Connect (identity-api.md "Social", spec §6). */
export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** White-label module that switches each provider on (spec §6 "Feature flags"). */
export const oauthProviderModules = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
} as const satisfies Record<OAuthProvider, string>;

/** Query parameters the SPA reads on `/` after the provider sends the browser back. */
export const oauthReturnParams = { token: 'token', error: 'loginError' } as const;

export const oauthProviderStatusSchema = z.object({
  provider: z.enum(oauthProviders),
  enabled: z.boolean(),
});
export const oauthProvidersSchema = z.array(oauthProviderStatusSchema);
export type OAuthProviderStatus = z.infer<typeof oauthProviderStatusSchema>;
