import type { LoginValue } from '@openlobby/contract/identity/session';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { readRememberedUsername, rememberUsername } from '../../../lib/remember-cookie';
import { login } from '../api/login';
import { loginRemembered } from '../api/login-remembered';
import { isVerificationChallenge, type VerificationChallenge } from '../api/types';
import { SliderCancelled } from '../hooks/use-slider-gate';
import { useFieldMessages } from '../utils/messages';
import { CaptchaImage } from './captcha-image';
import { TextField } from './text-field';
import styles from './identity-forms.module.css';

type Values = { username: string; password: string; remember: boolean; captcha: string };

export type LoginFormHandlers = {
  verify: (channel: 'login' | 'sms') => Promise<string>;
  onSuccess: (value: LoginValue) => Promise<void>;
  onChallenge: (challenge: VerificationChallenge) => void;
};

/**
 * Username and password login (spec §4). Remember-me is on by default: the username is
 * kept in a 1-day cookie and the server's HttpOnly cookie lets a later login skip the
 * password; no password is ever kept by the page.
 */
export function PasswordLoginForm({
  handlers,
  prefill,
  agentLogin = false,
}: {
  handlers: LoginFormHandlers;
  prefill?: { username: string; password: string } | undefined;
  /**
   * The agent centre's login (/agentHome): the server refuses non-agents (AGENT_ONLY), so
   * the password is always sent — the remembered-device path would not say it is an agent login.
   */
  agentLogin?: boolean;
}) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const remembered = agentLogin ? null : readRememberedUsername();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [captchaId, setCaptchaId] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      username: prefill?.username ?? remembered ?? '',
      password: prefill?.password ?? '',
      remember: true,
      captcha: '',
    },
  });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const username = values.username.trim();
    try {
      // A remembered member may leave the password empty: the HttpOnly cookie vouches.
      const value =
        values.password === '' && remembered === username
          ? await loginRemembered(username)
          : await login({
              type: 'username',
              username,
              password: values.password,
              remember: values.remember,
              sliderToken: await handlers.verify('login'),
              ...(agentLogin ? { agentLogin: true } : {}),
              ...(captchaShown && captchaId ? { captchaId, captcha: values.captcha } : {}),
            });
      rememberUsername(values.remember ? username : null);
      await handlers.onSuccess(value);
    } catch (error) {
      if (error instanceof SliderCancelled) return;
      if (!(error instanceof ApiError)) throw error;
      if (
        error.errorCode === 'LOGIN_VERIFICATION_REQUIRED' &&
        isVerificationChallenge(error.details)
      ) {
        rememberUsername(values.remember ? username : null);
        handlers.onChallenge(error.details);
        return;
      }
      if ((error.details as { captcha?: boolean } | undefined)?.captcha) {
        setCaptchaShown(true);
        setCaptchaVersion((v) => v + 1);
      }
      setFormError(error.message);
    }
  };

  // Credentials typed in the header form arrive here and are sent at once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!prefill || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void handleSubmit(onSubmit)();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('identity.login.username')}
        autoComplete="username"
        required
        error={errors.username?.message}
        {...register('username', { required: messages.empty })}
      />
      <TextField
        label={t('identity.login.password')}
        type="password"
        autoComplete="current-password"
        required={remembered === null}
        error={errors.password?.message}
        {...register('password', {
          validate: (value, all) =>
            value !== '' || (remembered !== null && all.username.trim() === remembered)
              ? true
              : messages.empty,
        })}
      />
      {captchaShown && (
        <TextField
          label={t('identity.login.captcha')}
          autoComplete="off"
          required
          error={errors.captcha?.message}
          addon={<CaptchaImage version={captchaVersion} onCaptchaId={setCaptchaId} />}
          {...register('captcha', { required: messages.empty })}
        />
      )}
      <label className={styles.check}>
        <input type="checkbox" {...register('remember')} />
        {t('identity.login.remember')}
      </label>
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
