import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useSetPaymentPassword } from '../api/account';
import { useFieldMessages } from '../utils/messages';
import { TextField } from './text-field';
import forms from './identity-forms.module.css';
import styles from './account-view.module.css';

type Values = {
  proof: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
};

/** Which field of the form a refusal of the server belongs to. */
const fieldOfError: Record<string, keyof Values> = {
  STEP_UP_FAILED: 'proof',
  INVALID_CREDENTIALS: 'proof',
  PAYMENT_PASSWORD_WRONG: 'oldPaymentPassword',
  PASSWORD_MISMATCH: 'confirmPaymentPassword',
};

/**
 * The passwords: change the login password whenever the member wants (the same dialog a
 * forced change opens), and set or change the payment password that confirms transfers.
 * The first payment password is proven with the login password (or the authenticator's
 * code); a change needs the old payment password (S10).
 */
export function AccountPasswords({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const messages = useFieldMessages();
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  const totpEnabled = useSessionStore((s) => s.member?.totpEnabled ?? false);
  const save = useSetPaymentPassword();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      proof: '',
      oldPaymentPassword: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
  });

  const onSubmit = async (values: Values) => {
    setNotice(null);
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(hasPaymentPassword
          ? { oldPaymentPassword: values.oldPaymentPassword }
          : { proof: values.proof }),
        newPaymentPassword: values.newPaymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
      });
      reset();
      setNotice(t('account.payment.saved'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setFailure(t('account.failed'));
        return;
      }
      const named = (error.details as { field?: string; message?: string } | undefined) ?? {};
      const field =
        fieldOfError[error.errorCode] ??
        (named.field && named.field in values ? (named.field as keyof Values) : null);
      if (field)
        setError(field, { message: named.message ?? error.message }, { shouldFocus: true });
      else setFailure(error.message);
    }
  };

  const required = { required: messages.empty };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.sections.passwords')}</h3>
      <div>
        <button
          type="button"
          className="button"
          onClick={() => openAuthModal({ kind: 'changePass', forced: false, expired: false })}
        >
          {t('account.changePassword')}
        </button>
      </div>
      <form
        className={forms.form}
        aria-label={t('account.payment.title')}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <h4>{t('account.payment.title')}</h4>
        <p className={styles.hint}>
          {hasPaymentPassword ? t('account.payment.isSet') : t('account.payment.notSet')}
        </p>
        {hasPaymentPassword ? (
          <TextField
            label={t('account.payment.old')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.oldPaymentPassword?.message}
            {...register('oldPaymentPassword', required)}
          />
        ) : (
          <TextField
            label={totpEnabled ? t('account.payment.proofOrCode') : t('account.payment.proof')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.proof?.message}
            {...register('proof', required)}
          />
        )}
        <TextField
          label={t('account.payment.new')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          required
          error={errors.newPaymentPassword?.message}
          {...register('newPaymentPassword', required)}
        />
        <TextField
          label={t('account.payment.confirm')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          required
          error={errors.confirmPaymentPassword?.message}
          {...register('confirmPaymentPassword', {
            validate: (value) =>
              value === getValues('newPaymentPassword') || t('account.payment.mismatch'),
          })}
        />
        {notice && <p role="status">{notice}</p>}
        {failure && (
          <p role="alert" className={forms.formError}>
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {hasPaymentPassword ? t('account.payment.change') : t('account.payment.set')}
          </button>
        </div>
      </form>
    </section>
  );
}
