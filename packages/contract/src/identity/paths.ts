import type { OAuthProvider } from './oauth';

/**
 * Paths of the identity API (docs/identity-api.md). Zod-free so the browser can import it.
 */
export const identityPaths = {
  login: '/wps/session/login',
  loginRemembered: '/wps/session/login/remembered',
  loginFreePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  slider: '/wps/verification/slider',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  countryDialingCodes: '/wps/system/countryDialingCodes',
  registerSettings: '/wps/system/setting/register',
  memberInfo: '/wps/member/info',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  changePassword: '/wps/member/password',
  forgotPasswordEmail: '/wps/member/password/email',
  forgotPasswordPhone: '/wps/member/password/verification',
  operatorOutbox: '/operator/outbox',
  operatorRegisterRules: '/operator/register-rules',
  operatorHumanCheck: '/operator/human-check',
} as const;

/** Name of the HttpOnly remember-me cookie the server sets (never readable by scripts). */
export const REMEMBER_COOKIE = 'ol_remember';

/** New-IP login verification and the member's authenticator (identity-api.md). */
export const verificationPaths = {
  send: '/wps/session/verification/send',
  answer: '/wps/session/verification',
  totp: '/wps/member/totp',
  totpConfirm: '/wps/member/totp/confirm',
} as const;

/** Social sign-in (identity-api.md "Social"). */
export const oauthPaths = {
  providers: '/wps/session/oauth/providers',
  start: (provider: OAuthProvider) => `/wps/session/oauth/${provider}/start`,
  callback: (provider: OAuthProvider) => `/wps/session/oauth/${provider}/callback`,
} as const;
