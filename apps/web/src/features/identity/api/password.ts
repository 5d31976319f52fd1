import type {
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  ForgotPasswordPhoneRequest,
} from '@openlobby/contract/identity/member';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { identityPaths, verificationPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';
import type { TotpEnrolment } from './types';

export function changePassword(body: ChangePasswordRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.changePassword, body, { encrypted: true });
}

export function forgotPasswordByEmail(body: ForgotPasswordEmailRequest): Promise<true> {
  return apiSend<true>('POST', identityPaths.forgotPasswordEmail, body, { form: true });
}

export function forgotPasswordByPhone(body: ForgotPasswordPhoneRequest): Promise<LoginValue> {
  return apiSend<LoginValue>('POST', identityPaths.forgotPasswordPhone, body, {
    encrypted: true,
  });
}

export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return apiSend<TotpEnrolment>('POST', verificationPaths.totp);
}

export function confirmTotp(code: string): Promise<true> {
  return apiSend<true>('POST', verificationPaths.totpConfirm, { code });
}

export function removeTotp(code: string): Promise<true> {
  return apiSend<true>('DELETE', verificationPaths.totp, { code });
}
