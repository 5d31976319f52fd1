import type { LoginValue } from '@openlobby/contract/identity/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { answerVerification } from '../api/answer-verification';
import { sendVerificationCode } from '../api/send-verification-code';
import type { VerificationChallenge } from '../api/types';
import { useFieldMessages } from '../utils/messages';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

/**
 * The extra step of a login from a new IP (spec §4): a code sent by SMS or e-mail, the
 * bank account holder's name, or the authenticator app's code, by the server's choice.
 */
export function VerificationDialog({
  challenge,
  onClose,
  onSuccess,
}: {
  challenge: VerificationChallenge | null;
  onClose: () => void;
  onSuccess: (value: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const method = challenge?.method ?? 'TOTP';
  const sendsCode = method === 'MOBILE' || method === 'EMAIL';

  const onSubmit = async ({ answer }: { answer: string }) => {
    if (!challenge) return;
    setFormError(null);
    try {
      const value = await answerVerification(challenge.challengeId, answer.trim());
      reset();
      await onSuccess(value);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFormError(error.message);
    }
  };

  return (
    <AppDialog
      name="loginVerification"
      open={challenge !== null}
      title={t('identity.verification.title')}
      onClose={onClose}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <p className={styles.notice}>
          {t('identity.verification.intro')}{' '}
          {t(`identity.verification.${method}`, { target: challenge?.target ?? '' })}
        </p>
        <TextField
          label={t(`identity.verification.answers.${method}`)}
          autoComplete={method === 'BANK_NAME' ? 'name' : 'one-time-code'}
          inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
          required
          error={errors.answer?.message}
          addon={
            sendsCode && challenge ? (
              <SendCodeButton
                validate={() => true}
                send={() => sendVerificationCode(challenge.challengeId)}
              />
            ) : undefined
          }
          {...register('answer', {
            required: messages.empty,
            ...(method === 'BANK_NAME'
              ? {}
              : { pattern: { value: /^\s*\d{6}\s*$/, message: messages.codeInvalid } }),
          })}
        />
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {t('identity.verification.submit')}
        </button>
      </form>
    </AppDialog>
  );
}
