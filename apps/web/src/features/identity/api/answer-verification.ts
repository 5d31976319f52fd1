import type { LoginValue } from '@openlobby/contract/identity/session';
import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/session/verification` (E): answers a new-IP login challenge. */
export function answerVerification(challengeId: string, answer: string): Promise<LoginValue> {
  return apiSend<LoginValue>(
    'POST',
    verificationPaths.answer,
    { challengeId, answer },
    { encrypted: true },
  );
}
