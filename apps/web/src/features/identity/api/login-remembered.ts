import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/session/login/remembered`: signs in with the remember-me cookie. */
export function loginRemembered(username: string): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.loginRemembered, { username });
}
