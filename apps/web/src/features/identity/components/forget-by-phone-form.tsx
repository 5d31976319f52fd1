import type { LoginValue } from '@openlobby/contract/identity/session';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { forgotPasswordByPhone } from '../api/forgot-password-by-phone';
import { sendLoginCode } from '../api/send-login-code';
import { SliderCancelled } from '../hooks/use-slider-gate';
import { useFieldMessages } from '../utils/messages';
import {
  defaultDialingCode,
  isValidMobile,
  MobileNumberField,
  normaliseMobile,
} from './mobile-number-field';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { countryDialingCode: string; mobileNum: string; code: string; newPassword: string };

/** Forgot by phone (CHNGPASSVERIF3): mobile, SMS code and a new password; then logged in. */
export function ForgetByPhoneForm({
  verify,
  onSuccess,
}: {
  verify: (channel: 'sms') => Promise<string>;
  onSuccess: (value: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      countryDialingCode: defaultDialingCode,
      mobileNum: '',
      code: '',
      newPassword: '',
    },
  });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    try {
      const value = await forgotPasswordByPhone({
        mobileNum: normaliseMobile(values.mobileNum),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      await onSuccess(value);
    } catch (error) {
      if (error instanceof SliderCancelled) return;
      if (!(error instanceof ApiError)) throw error;
      setFormError(error.message);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <MobileNumberField
        dialingCode={register('countryDialingCode')}
        mobileNum={register('mobileNum', {
          validate: (value) => isValidMobile(value) || messages.mobileInvalid,
        })}
        error={errors.mobileNum?.message}
      />
      <TextField
        label={t('identity.sms.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        addon={
          <SendCodeButton
            validate={() => trigger('mobileNum')}
            send={async () =>
              sendLoginCode({
                mobileNum: normaliseMobile(getValues('mobileNum')),
                countryDialingCode: getValues('countryDialingCode'),
                purpose: 'resetPassword',
                sliderToken: await verify('sms'),
              })
            }
          />
        }
        {...register('code', {
          required: messages.codeInvalid,
          pattern: { value: /^\s*\d{6}\s*$/, message: messages.codeInvalid },
        })}
      />
      <TextField
        label={t('identity.forgetPass.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword', { required: messages.empty })}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {t('identity.forgetPass.reset')}
      </button>
    </form>
  );
}
