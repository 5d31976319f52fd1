import type { LoginRequest, LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/session/login` (E): by username and password, or mobile number and SMS code. */
export function login(body: LoginRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.login, body, { encrypted: true });
}
