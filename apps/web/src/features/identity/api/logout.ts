import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `DELETE /wps/session/logout` (T). */
export function logout(): Promise<true> {
  return apiSend<true>('DELETE', identityPaths.logout);
}
