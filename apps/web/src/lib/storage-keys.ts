/** Browser-storage keys of spec §3 "Browser storage", in one place. */
export const storageKeys = {
  /** Session storage: the login token, sent bare in the Authorization header. */
  token: 'token',
  /** Session storage: the merchant code, the one entry logout keeps (spec §4 "Logout"). */
  merchantCode: 'merchantCode',
  /**
   * Session storage: this tab started a social sign-in, so the `?token=` its callback brings
   * back is the member's own (anything else handing a token over is asked about first).
   */
  signInStarted: 'signInStarted',
  /** Session storage: the registration field rules (spec §7, cached in session). */
  registerSettings: 'registerSettings',
  /** Cookie: the remembered username, 1 day (identity-api.md "Remember me"). */
  loginRemember: 'loginRemember',
  /** Session storage: the vendor-category cache, one entry per language. */
  vendors: (language: string) => `vendors:${language}`,
} as const;
