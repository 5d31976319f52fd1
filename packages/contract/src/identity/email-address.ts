/**
 * WHATWG's "valid e-mail address" (HTML's rule for `<input type=email>`), with at least one
 * dot in the domain, as an address someone can mail has. It admits no markup, spaces or
 * control characters: `x@<svg/onload=alert(1)>.com` is not an address. Zod-free, so the
 * browser's field rules and the server's schemas share it (issue 12, defect 8).
 */
export const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address SMTP can deliver (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(value);
}
