import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { SliderCancelled } from '../hooks/use-slider-gate';
import { useFieldMessages } from '../utils/messages';
import {
  defaultDialingCode,
  isValidMobile,
  MobileNumberField,
  normaliseMobile,
} from './mobile-number-field';
import type { LoginFormHandlers } from './password-login-form';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { countryDialingCode: string; mobileNum: string; code: string };

/** SMS login (MOBILEVERCODELOGIN3): the number travels as username, the code as password. */
export function SmsLoginForm({ handlers }: { handlers: LoginFormHandlers }) {
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
    defaultValues: { countryDialingCode: defaultDialingCode, mobileNum: '', code: '' },
  });
  const mobileRules = {
    required: messages.mobileInvalid,
    validate: (value: string) => isValidMobile(value) || messages.mobileInvalid,
  };

  const onSubmit = async (values: Values) => {
    setFormError(null);
    try {
      const value = await login({
        type: 'sms',
        username: normaliseMobile(values.mobileNum),
        countryDialingCode: values.countryDialingCode,
        password: values.code.trim(),
        sliderToken: await handlers.verify('login'),
      });
      await handlers.onSuccess(value);
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
        mobileNum={register('mobileNum', mobileRules)}
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
                purpose: 'login',
                sliderToken: await handlers.verify('sms'),
              })
            }
          />
        }
        {...register('code', {
          required: messages.codeInvalid,
          pattern: { value: /^\s*\d{6}\s*$/, message: messages.codeInvalid },
        })}
      />
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {t('identity.login.submit')}
      </button>
    </form>
  );
}
