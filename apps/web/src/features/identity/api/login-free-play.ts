import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/session/login/freeplay`: the session of a new trial member. */
export function loginFreePlay(): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.loginFreePlay, { platform: 'W' });
}
