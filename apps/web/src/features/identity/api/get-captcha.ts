import type { CaptchaValue } from '@openlobby/contract/identity/human-check';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/captcha`: a captcha image and its id. */
export function getCaptcha(): Promise<CaptchaValue> {
  return apiGet<CaptchaValue>(identityPaths.captcha);
}
