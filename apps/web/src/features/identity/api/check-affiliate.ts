import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/agent/affiliate`: whether an affiliate code is valid; false on any failure. */
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
