import type { SmsSentValue } from '@openlobby/contract/identity/codes';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';
import type { MobileNumber } from './types';

/** `POST /wps/verification/sms/noLogin`: an SMS code to sign in or reset the password. */
export function sendLoginCode(
  body: MobileNumber & { purpose: 'login' | 'resetPassword'; sliderToken: string },
): Promise<SmsSentValue> {
  return apiSend<SmsSentValue>('POST', identityPaths.smsNoLogin, body);
}
