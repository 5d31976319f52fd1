import type { RegisterField } from '@openlobby/contract/identity/field-rules';
import type { RegisterRequest } from '@openlobby/contract/identity/member';
import type { RegisterSettings } from '@openlobby/contract/identity/register-settings';
import type { LoginValue } from '@openlobby/contract/identity/session';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '@openlobby/contract/routes';
import { ApiError } from '../../../lib/api-client';
import { checkAffiliate } from '../api/check-affiliate';
import { register as registerMember } from '../api/register';
import { sendRegisterCode } from '../api/send-register-code';
import { SliderCancelled } from '../hooks/use-slider-gate';
import { useFieldMessages } from '../utils/messages';
import { validateRegisterField, visibleFields } from '../utils/register-fields';
import { CaptchaImage } from './captcha-image';
import { defaultDialingCode, MobileNumberField, normaliseMobile } from './mobile-number-field';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = Partial<Record<RegisterField, string>> & {
  countryDialingCode: string;
  verificationCode: string;
  adult: boolean;
  terms: boolean;
};

const secretFields: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** The registration form: fields, visibility and messages from the server's field rules. */
export function RegisterForm({
  method,
  settings,
  referralCode,
  verify,
  onSuccess,
}: {
  method: 'username' | 'mobile';
  settings: RegisterSettings;
  referralCode?: string | undefined;
  verify: (channel: 'register' | 'sms') => Promise<string>;
  onSuccess: (value: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const { rules } = settings;
  const [referralValid, setReferralValid] = useState<boolean | null>(referralCode ? null : false);
  const [captchaId, setCaptchaId] = useState<string>();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      countryDialingCode: defaultDialingCode,
      verificationCode: '',
      adult: false,
      terms: false,
    },
  });
  const { register, handleSubmit, trigger, getValues, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (referralCode) void checkAffiliate(referralCode).then(setReferralValid);
  }, [referralCode]);

  const fields = visibleFields(rules, method, settings.mobilePassword);
  // Spec §5: the affiliate field shows when the URL has no code or its check failed.
  const showAffiliate = rules.affiliateCode.enabled && referralValid === false;
  const codeNeeded =
    settings.smsVerification && (method === 'mobile' || fields.includes('mobileNum'));
  // Registration by username takes the number (and so its code) only if the operator
  // requires it; an optional field shows no `*`.
  const mobileRequired = method === 'mobile' || rules.mobileNum.required;
  const validate = (field: RegisterField) => (value: string | undefined) =>
    validateRegisterField(rules, field, (value ?? '').trim(), {
      language: messages.language,
      password: getValues('password') ?? '',
      method,
    }) ?? true;

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const body: RegisterRequest = {
      ageConfirmed: true,
      termsAccepted: true,
      registerMethod: 'WEB',
      login: true,
    };
    for (const field of [...fields, ...(showAffiliate ? (['affiliateCode'] as const) : [])]) {
      const value = values[field]?.trim();
      if (value) body[field] = field === 'mobileNum' ? normaliseMobile(value) : value;
    }
    if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
    if (referralCode && referralValid) body.referralCode = referralCode;
    if (codeNeeded && values.verificationCode)
      body.verificationCode = values.verificationCode.trim();
    if (rules.captcha.enabled && captchaId) {
      body.captchaId = captchaId;
      body.captcha = values.captcha?.trim() ?? '';
    }
    body.registerUrl = window.location.href;
    body.domain = window.location.hostname;
    try {
      body.sliderToken = await verify('register');
      await onSuccess(await registerMember(body, method === 'mobile'));
    } catch (error) {
      if (error instanceof SliderCancelled) return;
      if (!(error instanceof ApiError)) throw error;
      setCaptchaVersion((v) => v + 1);
      const detail = error.details as { field?: string; message?: string } | undefined;
      if (error.errorCode === 'FIELD_INVALID' && detail?.field && detail.message) {
        // The two boxes are the form's `adult` and `terms`; every other field is its own.
        const field =
          detail.field === 'ageConfirmed'
            ? 'adult'
            : detail.field === 'termsAccepted'
              ? 'terms'
              : (detail.field as RegisterField);
        setError(field, { message: detail.message });
      } else {
        setFormError(error.message);
      }
    }
  };

  const textField = (field: RegisterField) => (
    <TextField
      key={field}
      label={t(`identity.register.fields.${field}`)}
      type={secretFields.includes(field) ? 'password' : field === 'email' ? 'email' : 'text'}
      autoComplete={
        field === 'username' ? 'username' : secretFields.includes(field) ? 'new-password' : 'off'
      }
      required={rules[field].required || field === 'username' || field === 'password'}
      error={errors[field]?.message}
      {...register(field, { validate: validate(field) })}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      {fields.map((field) =>
        field === 'mobileNum' ? (
          <MobileNumberField
            key={field}
            label={t('identity.register.fields.mobileNum')}
            dialingCode={register('countryDialingCode')}
            mobileNum={register('mobileNum', { validate: validate('mobileNum') })}
            error={errors.mobileNum?.message}
            required={mobileRequired}
          />
        ) : (
          textField(field)
        ),
      )}
      {codeNeeded && (
        <TextField
          label={t('identity.register.fields.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required={mobileRequired}
          error={errors.verificationCode?.message}
          addon={
            <SendCodeButton
              validate={async () =>
                (await trigger('mobileNum')) && (getValues('mobileNum') ?? '').trim() !== ''
              }
              send={async () =>
                sendRegisterCode({
                  mobileNum: normaliseMobile(getValues('mobileNum') ?? ''),
                  countryDialingCode: getValues('countryDialingCode'),
                  sliderToken: await verify('sms'),
                })
              }
            />
          }
          {...register('verificationCode', {
            validate: (value, all) =>
              (method === 'username' && !all.mobileNum?.trim()) ||
              /^\d{6}$/.test(value.trim()) ||
              messages.codeInvalid,
          })}
        />
      )}
      {showAffiliate && textField('affiliateCode')}
      {rules.captcha.enabled && (
        <TextField
          label={t('identity.register.fields.captcha')}
          autoComplete="off"
          required={rules.captcha.required}
          error={errors.captcha?.message}
          addon={<CaptchaImage version={captchaVersion} onCaptchaId={setCaptchaId} />}
          {...register('captcha', { validate: validate('captcha') })}
        />
      )}
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-invalid={errors.adult ? true : undefined}
            {...register('adult', { validate: (v) => v || messages.ageRequired })}
          />
          {t('identity.register.adult')}
        </label>
        {errors.adult && (
          <p className={styles.error} role="alert">
            {errors.adult.message}
          </p>
        )}
      </div>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            {...register('terms', { validate: (v) => v || messages.termsRequired })}
          />
          <span>
            {t('identity.register.termsBefore')}
            <Link to={`${routePaths.description}#terms`} target="_blank">
              {t('identity.register.termsLink')}
            </Link>
          </span>
        </label>
        {errors.terms && (
          <p className={styles.error} role="alert">
            {errors.terms.message}
          </p>
        )}
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {t('identity.register.submit')}
      </button>
    </form>
  );
}
