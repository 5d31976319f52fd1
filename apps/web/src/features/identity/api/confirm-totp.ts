import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/**
 * `POST /wps/member/totp/confirm` (T, E): turns the authenticator on with its first code and
 * the current password (the step-up proof, S10), which travels encrypted.
 */
export function confirmTotp(code: string, proof: string): Promise<true> {
  return apiSend<true>('POST', verificationPaths.totpConfirm, { code, proof }, { encrypted: true });
}
