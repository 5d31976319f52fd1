import type { SmsSentValue } from '@openlobby/contract/identity/codes';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';
import type { MobileNumber } from './types';

/** `POST /wps/verification/sms/register`: an SMS code to register by phone. */
export function sendRegisterCode(
  body: MobileNumber & { sliderToken: string },
): Promise<SmsSentValue> {
  return apiSend<SmsSentValue>('POST', identityPaths.smsRegister, body);
}
