/**
 * Paths of my account (securityCenter, spec §2; identity-api.md "My account"). Zod-free so
 * the browser can import it.
 */
export const accountPaths = {
  overview: '/wps/member/account',
  profile: '/wps/member/account/profile',
  /** Spec §7 (T): GET the icon and the avatars, PUT an avatar, POST an upload. */
  icon: '/wps/member/info/icon',
  /** A generated avatar, `1`…`AVATAR_COUNT` (public, SVG). */
  avatar: '/wps/member/avatars/:n',
  /** An uploaded icon by its random key (public, PNG re-encoded by the server). */
  iconImage: '/wps/member/icons/:key',
  paymentPassword: '/wps/member/account/payment-password',
  sessions: '/wps/member/account/sessions',
  session: '/wps/member/account/sessions/:id',
  /** A code to the new phone number or e-mail address (POST), then the change (PUT, E). */
  contactCode: '/wps/member/account/contact/code',
  contact: '/wps/member/account/contact',
  /** Operator: the profile field rules (setting `profileRules`). */
  operatorProfileRules: '/operator/profile-rules',
} as const;

/** How many generated avatars there are to pick from. */
export const AVATAR_COUNT = 8;

export const avatarUrl = (n: number) => accountPaths.avatar.replace(':n', String(n));
export const iconImageUrl = (key: string) => accountPaths.iconImage.replace(':key', key);
export const sessionPath = (id: number) => accountPaths.session.replace(':id', String(id));

/** Spec §5: png or jpg, 5 MB. */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;
/** The largest picture side accepted (decoded size, not bytes: a small file can be huge). */
export const ICON_MAX_SIDE = 4096;
/** Recent logins shown and kept per member (and none older than LOGIN_HISTORY_DAYS). */
export const LOGIN_HISTORY_KEPT = 50;
export const LOGIN_HISTORY_DAYS = 90;
