import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/session/verification/send`: sends a new-IP login challenge's code. */
export function sendVerificationCode(challengeId: string): Promise<{ expiredMinutes: number }> {
  return apiSend('POST', verificationPaths.send, { challengeId });
}
