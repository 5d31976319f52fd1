import type { ChangePasswordRequest } from '@openlobby/contract/identity/member';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/member/password` (T, E): every other session ends; answers the new token. */
export function changePassword(body: ChangePasswordRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.changePassword, body, { encrypted: true });
}
