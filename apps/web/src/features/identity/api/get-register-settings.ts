import type { RegisterSettings } from '@openlobby/contract/identity/register-settings';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * `GET /wps/system/setting/register`: the registration rules. Spec §3 "Browser storage":
 * they are cached in session storage.
 */
export async function getRegisterSettings(): Promise<RegisterSettings> {
  try {
    const cached = sessionStorage.getItem(storageKeys.registerSettings);
    if (cached) return JSON.parse(cached) as RegisterSettings;
  } catch {
    // Unreadable cache or storage: ask the server.
  }
  const settings = await apiGet<RegisterSettings>(identityPaths.registerSettings);
  try {
    sessionStorage.setItem(storageKeys.registerSettings, JSON.stringify(settings));
  } catch {
    // Without storage the rules are simply fetched again next time.
  }
  return settings;
}

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'registerSettings'],
    queryFn: getRegisterSettings,
    staleTime: Infinity,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
