import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import styles from './withdraw-view.module.css';

export type StepUpProofFieldProps = {
  /** The form's id prefix (`<id>-proof` is the input's id). */
  id: string;
  /** `describedBy('proof')` of the form's field errors. */
  described: InputHTMLAttributes<HTMLInputElement>;
  registration: UseFormRegisterReturn<'proof'>;
  error: ReactNode;
};

/**
 * The step-up proof (S10, ADR 022) a payout-account change asks for: the current password,
 * or the authenticator's code when one is bound.
 */
export function StepUpProofField({ id, described, registration, error }: StepUpProofFieldProps) {
  const { t } = useTranslation();
  const totpEnabled = useSessionStore((s) => s.member?.totpEnabled ?? false);
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-proof`}>
        {totpEnabled ? t('withdrawal.accounts.proofOrCode') : t('withdrawal.accounts.proof')}
      </label>
      <input {...described} type="password" autoComplete="current-password" {...registration} />
      {error}
    </div>
  );
}

/** The proof's one rule on this side: not empty (the server judges the rest). */
export const proofRequired = (message: string) => ({
  validate: (value: string) => value !== '' || message,
});
