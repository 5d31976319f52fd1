import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/member/totp/confirm` (T): turns the authenticator on. */
export function confirmTotp(code: string): Promise<true> {
  return apiSend<true>('POST', verificationPaths.totpConfirm, { code });
}
