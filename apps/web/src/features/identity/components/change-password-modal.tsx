import { checkField } from '@openlobby/contract/identity/field-rules';
import { routePaths } from '@openlobby/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { writeToken } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { useRegisterSettings } from '../api/get-register-settings';
import { useFieldMessages } from '../utils/messages';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * changePassModal (spec §2, §4): forced (no close button) after a login with the default
 * weak or a temporary password, or an expired one; titled for an expired password.
 */
export function ChangePasswordModal({
  forced,
  expired,
  onClose,
}: {
  forced: boolean;
  expired: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messages = useFieldMessages();
  const settings = useRegisterSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    try {
      const value = await changePassword(values);
      writeToken(value.token);
      // Reads refused while the change was pending (PASSWORD_CHANGE_REQUIRED) run again.
      void queryClient.invalidateQueries();
      onClose();
      await navigate(routePaths.home);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFormError(error.message);
    }
  };

  return (
    <AppDialog
      name="changePassModal"
      open
      title={expired ? t('identity.changePass.expiredTitle') : t('identity.changePass.title')}
      closeButton={!forced}
      onClose={onClose}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        {forced && <p className={styles.notice}>{t('identity.changePass.forced')}</p>}
        <TextField
          label={t('identity.changePass.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
          {...register('oldPassword', { required: messages.empty })}
        />
        <TextField
          label={t('identity.changePass.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword', {
            validate: (value) => {
              if (value === '') return messages.empty;
              const rule = settings.data?.rules.password;
              return rule
                ? (checkField('password', { ...rule, required: true }, value, messages) ?? true)
                : true;
            },
          })}
        />
        <TextField
          label={t('identity.changePass.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword', {
            validate: (value, all) =>
              value === '' ? messages.empty : value === all.newPassword || messages.confirmMismatch,
          })}
        />
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {t('identity.changePass.submit')}
        </button>
      </form>
    </AppDialog>
  );
}
