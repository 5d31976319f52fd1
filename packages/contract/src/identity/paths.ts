/**
 * Paths of the identity API (docs/identity-api.md). Zod-free so the browser can import it.
 * New-IP verification and social sign-in paths live with their own contract files.
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
} as const;

/** Name of the HttpOnly remember-me cookie the server sets (never readable by scripts). */
export const REMEMBER_COOKIE = 'ol_remember';
