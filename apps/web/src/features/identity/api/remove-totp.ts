import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `DELETE /wps/member/totp` (T): turns the authenticator off, with a current code. */
export function removeTotp(code: string): Promise<true> {
  return apiSend<true>('DELETE', verificationPaths.totp, { code });
}
