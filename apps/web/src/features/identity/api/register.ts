import type { RegisterRequest } from '@openlobby/contract/identity/member';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `PUT /wps/member/register` or `/wps/member/register/mobile` (E): answers the new session. */
export function register(body: RegisterRequest, mobile: boolean): Promise<LoginValue> {
  return apiSend<LoginValue>(
    'PUT',
    mobile ? identityPaths.registerMobile : identityPaths.register,
    body,
    { encrypted: true },
  );
}
