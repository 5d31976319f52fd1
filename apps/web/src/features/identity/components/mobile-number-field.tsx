import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryDialingCodes } from '../api/get-country-dialing-codes';
import styles from './identity-forms.module.css';

export const defaultDialingCode = '+55';

/** Country dialing code (from the server's list) and the national number, one labelled row. */
export function MobileNumberField({
  dialingCode,
  mobileNum,
  error,
  label,
  required = true,
}: {
  dialingCode: UseFormRegisterReturn;
  mobileNum: UseFormRegisterReturn & { ref?: Ref<HTMLInputElement> };
  error?: string | undefined;
  label?: string;
  /** Off where the number is optional (registration by username): no `*`. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const codes = useCountryDialingCodes();
  const options = codes.data ?? [{ countryCode: 'BR', dialingCode: defaultDialingCode }];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label ?? t('identity.sms.mobile')}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.row}>
        <select aria-label={t('identity.sms.countryCode')} {...dialingCode}>
          {options.map((option) => (
            <option key={`${option.countryCode}${option.dialingCode}`} value={option.dialingCode}>
              {option.countryCode} {option.dialingCode}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...mobileNum}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** National digits only (spaces, dashes and brackets typed by the visitor removed). */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function isValidMobile(value: string): boolean {
  return /^\d{4,15}$/.test(normaliseMobile(value));
}
