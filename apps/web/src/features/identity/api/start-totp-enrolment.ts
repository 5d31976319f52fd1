import { verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';
import type { TotpEnrolment } from './types';

/** `POST /wps/member/totp` (T): a new authenticator secret, confirmed by its first code. */
export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return apiSend<TotpEnrolment>('POST', verificationPaths.totp);
}
