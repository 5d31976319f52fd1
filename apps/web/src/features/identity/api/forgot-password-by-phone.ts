import type { ForgotPasswordPhoneRequest } from '@openlobby/contract/identity/member';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/member/password/verification` (E): a new password by SMS code. */
export function forgotPasswordByPhone(body: ForgotPasswordPhoneRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.forgotPasswordPhone, body, {
    encrypted: true,
  });
}
