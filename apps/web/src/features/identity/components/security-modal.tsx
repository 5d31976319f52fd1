import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { confirmTotp } from '../api/confirm-totp';
import { removeTotp } from '../api/remove-totp';
import { startTotpEnrolment } from '../api/start-totp-enrolment';
import { memberInfoQueryKey, memberInfoQueryOptions } from '../api/get-member-info';
import type { TotpEnrolment } from '../api/types';
import { useFieldMessages } from '../utils/messages';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { code: string; password: string };

/** Security (member info menu): the authenticator panel in a dialog. */
export function SecurityModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog name="securityCenter" open title={t('identity.security.title')} onClose={onClose}>
      <TotpPanel />
    </AppDialog>
  );
}

/**
 * The authenticator app (TOTP): enrol one, confirmed by its first code and the current
 * password (the step-up proof, S10), or remove it with a current code. Shown in my account
 * (securityCenter) and in the header's security dialog.
 */
export function TotpPanel() {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const queryClient = useQueryClient();
  const member = useQuery(memberInfoQueryOptions());
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    defaultValues: { code: '', password: '' },
  });
  const enabled = member.data?.totpEnabled ?? false;

  useEffect(() => {
    // The QR encoder loads with the enrolment that needs it (P1).
    if (enrolment)
      void import('qrcode')
        .then(({ toDataURL }) => toDataURL(enrolment.otpauthUrl, { width: 180, margin: 1 }))
        .then(setQr);
  }, [enrolment]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setFormError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      reset();
      await queryClient.invalidateQueries({ queryKey: memberInfoQueryKey() });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('common.loadFailed'));
    }
  };

  const onSubmit = ({ code, password }: Values) =>
    enabled
      ? run(() => removeTotp(code.trim()), t('identity.security.removed'))
      : run(async () => {
          await confirmTotp(code.trim(), password);
          setEnrolment(null);
        }, t('identity.security.enrolled'));

  return (
    <div className={styles.form}>
      <h3>{t('identity.security.totp')}</h3>
      <p className="muted">
        {enabled ? t('identity.security.enabled') : t('identity.security.disabled')}
      </p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {!enabled && !enrolment && (
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            void startTotpEnrolment().then(setEnrolment, (e: unknown) =>
              setFormError(e instanceof ApiError ? e.message : t('common.loadFailed')),
            )
          }
        >
          {t('identity.security.setUp')}
        </button>
      )}
      {enrolment && (
        <>
          <p>{t('identity.security.scan')}</p>
          {qr && (
            <img
              className={styles.qr}
              src={qr}
              width={180}
              height={180}
              alt={t('identity.security.qr')}
            />
          )}
          <p>
            {t('identity.security.secret')}:{' '}
            <code className={styles.secret}>{enrolment.secret}</code>
          </p>
        </>
      )}
      {(enabled || enrolment) && (
        <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            label={t('identity.security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={formState.errors.code?.message}
            {...register('code', {
              pattern: { value: /^\s*\d{6}\s*$/, message: messages.codeInvalid },
              required: messages.codeInvalid,
            })}
          />
          {!enabled && (
            <TextField
              label={t('identity.security.password')}
              type="password"
              autoComplete="current-password"
              required
              error={formState.errors.password?.message}
              {...register('password', { required: messages.empty })}
            />
          )}
          <button type="submit" className="button button-primary" disabled={formState.isSubmitting}>
            {enabled ? t('identity.security.remove') : t('identity.security.confirm')}
          </button>
        </form>
      )}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
    </div>
  );
}
