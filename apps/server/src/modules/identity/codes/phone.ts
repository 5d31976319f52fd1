import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryDialingCode } from '@openlobby/contract';

/** `+55` + `11912345678` → `+5511912345678` when it is a valid number, else null. */
export function toE164(countryDialingCode: string, mobileNum: string): string | null {
  const parsed = parsePhoneNumberFromString(`${countryDialingCode}${mobileNum}`);
  return parsed?.isValid() ? parsed.number : null;
}

/** `+55 ••••••5678` */
export function maskMobile(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164;
  const code = parsed ? `+${parsed.countryCallingCode}` : '';
  return `${code} ${'•'.repeat(Math.max(national.length - 4, 2))}${national.slice(-4)}`.trim();
}

let codes: CountryDialingCode[] | undefined;

/** Every country with its dialing code, Brazil first (the default market). */
export function countryDialingCodes(): CountryDialingCode[] {
  codes ??= getCountries()
    .map((countryCode) => ({ countryCode, dialingCode: `+${getCountryCallingCode(countryCode)}` }))
    .sort((a, b) =>
      a.countryCode === 'BR'
        ? -1
        : b.countryCode === 'BR'
          ? 1
          : a.countryCode.localeCompare(b.countryCode),
    );
  return codes;
}
