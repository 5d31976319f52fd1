import { oauthPaths } from '@openlobby/contract/identity/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { OauthProvider } from './types';

/** `GET /wps/session/oauth/providers`: which social sign-ins are offered. */
export function getOauthProviders(): Promise<OauthProvider[]> {
  return apiGet<OauthProvider[]>(oauthPaths.providers);
}

export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'oauthProviders'],
    queryFn: getOauthProviders,
    staleTime: 5 * 60_000,
  });

export function useOauthProviders() {
  return useQuery(oauthProvidersQueryOptions());
}
