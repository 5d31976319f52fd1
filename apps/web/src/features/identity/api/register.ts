import type { RegisterRequest } from '@openlobby/contract/identity/member';
import type { RegisterSettings } from '@openlobby/contract/identity/register-settings';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';

/** Spec §3 "Browser storage": the registration rules are cached in session storage. */
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

export function useRegisterSettings() {
  return useQuery({
    queryKey: ['system', 'registerSettings'],
    queryFn: getRegisterSettings,
    staleTime: Infinity,
  });
}

export async function checkAffiliate(code: string): Promise<boolean> {
  try {
    const { valid } = await apiGet<{ valid: boolean }>(identityPaths.affiliate, {
      query: { code, domain: window.location.hostname },
    });
    return valid;
  } catch {
    return false;
  }
}

export function register(body: RegisterRequest, mobile: boolean): Promise<LoginValue> {
  return apiSend<LoginValue>(
    'PUT',
    mobile ? identityPaths.registerMobile : identityPaths.register,
    body,
    { encrypted: true },
  );
}
