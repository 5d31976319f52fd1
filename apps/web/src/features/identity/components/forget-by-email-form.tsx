import type { RegisterField } from '@openlobby/contract/identity/field-rules';
import type { Language } from '@openlobby/contract/language';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { useFieldMessages } from '../utils/messages';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { username: string; email: string };

/** Forgot by e-mail: username and e-mail, then the in_been_out message (spec §8). */
export function ForgetByEmailForm({
  check,
}: {
  check: (field: RegisterField, value: string, language: Language) => string | null;
}) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const rule = (field: RegisterField) => ({
    validate: (value: string) =>
      value.trim() === ''
        ? messages.empty
        : (check(field, value.trim(), messages.language) ?? true),
  });
  // The username is one an account already has, so it is only required, as at login: the
  // registration rule (letters and digits) refused demo_player and any account named before
  // the rule, who then could not ask for a reset at all. The server answers alike for a
  // name that matches nothing.
  const filled = { validate: (value: string) => value.trim() !== '' || messages.empty };

  const onSubmit = async (values: Values) => {
    setFormError(null);
    try {
      await forgotPasswordByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFormError(error.message);
    }
  };

  if (sent) {
    return (
      <p className={styles.notice} role="status">
        {t('identity.forgetPass.in_been_out')}
      </p>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('identity.forgetPass.username')}
        autoComplete="username"
        required
        error={errors.username?.message}
        {...register('username', filled)}
      />
      <TextField
        label={t('identity.forgetPass.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', rule('email'))}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {t('identity.forgetPass.submit')}
      </button>
    </form>
  );
}
