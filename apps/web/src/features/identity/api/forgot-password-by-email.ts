import type { ForgotPasswordEmailRequest } from '@openlobby/contract/identity/member';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/member/password/email` (form): `true` whether or not username and email match. */
export function forgotPasswordByEmail(body: ForgotPasswordEmailRequest): Promise<true> {
  return apiSend<true>('POST', identityPaths.forgotPasswordEmail, body, { form: true });
}
