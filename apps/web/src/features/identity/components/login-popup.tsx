import type { LoginValue } from '@openlobby/contract/identity/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLoginErrorMessage } from '../hooks/use-login-error-message';
import { useModuleEnabled } from '../hooks/use-module-enabled';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { apiUrl } from '../../../lib/config';
import { markSignInStarted } from '../../../lib/session';
import { useSessionStore } from '../../../stores/session-store';
import { loginFreePlay } from '../api/login-free-play';
import { useOauthProviders } from '../api/get-oauth-providers';
import { oauthPaths } from '@openlobby/contract/identity/paths';
import type { VerificationChallenge } from '../api/types';
import { useCompleteLogin, type LoginMethod } from '../hooks/use-complete-login';
import { useSliderGate } from '../hooks/use-slider-gate';
import { ChoiceGroup } from './choice-group';
import { IdentityBanner } from './identity-banner';
import { PasswordLoginForm, type LoginFormHandlers } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { LazyVerificationDialog } from './lazy-verification-dialog';
import styles from './identity-forms.module.css';

export type LoginPopupProps = {
  onClose: () => void;
  onSwitch: (kind: 'register' | 'forgetPass') => void;
  returnTo?: string | undefined;
  prefill?: { username: string; password: string } | undefined;
};

/** The login popup of spec §2 (loginPopupModal). */
export function LoginPopup({ onClose, onSwitch, returnTo, prefill }: LoginPopupProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const smsEnabled = useModuleEnabled('MOBILEVERCODELOGIN3');
  const freePlayEnabled = useModuleEnabled('FREEPLAY3');
  const providers = useOauthProviders();
  const [method, setMethod] = useState<'username' | 'sms'>('username');
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [freePlayError, setFreePlayError] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const loginError = searchParams.get('loginError');
  const loginErrorMessage = useLoginErrorMessage(loginError, language);
  const slider = useSliderGate();
  const completeLogin = useCompleteLogin();

  const finish = (loginMethod: LoginMethod) => (value: LoginValue) =>
    completeLogin(value, loginMethod, returnTo);
  const handlers: LoginFormHandlers = {
    verify: slider.verify,
    onSuccess: finish(method),
    onChallenge: setChallenge,
  };
  const activeMethod = smsEnabled ? method : 'username';

  const playFree = async () => {
    setFreePlayError(null);
    try {
      await finish('freePlay')(await loginFreePlay());
    } catch (error) {
      setFreePlayError(error instanceof ApiError ? error.message : t('common.loadFailed'));
    }
  };

  const enabledProviders = (providers.data ?? []).filter((p) => p.enabled);

  return (
    <AppDialog
      name="loginPopupModal"
      open
      sheet
      title={t('identity.login.title')}
      onClose={onClose}
    >
      <IdentityBanner group="w_login" />
      <div className={styles.form}>
        {loginError && loginErrorMessage !== undefined && (
          <p className={styles.formError} role="alert">
            {loginErrorMessage ?? t('identity.loginError')}
          </p>
        )}
        <div role="tablist" aria-label={t('identity.login.switchLabel')} className={styles.choices}>
          <button type="button" role="tab" aria-selected="true" className="button button-primary">
            {t('identity.login.title')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected="false"
            className="button"
            onClick={() => onSwitch('register')}
          >
            {t('identity.register.title')}
          </button>
        </div>
        {smsEnabled && (
          <ChoiceGroup
            legend={t('identity.login.method')}
            name="loginMethod"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'username', label: t('identity.login.methods.username') },
              { value: 'sms', label: t('identity.login.methods.sms') },
            ]}
          />
        )}
        {activeMethod === 'username' ? (
          <PasswordLoginForm handlers={handlers} prefill={prefill} />
        ) : (
          <SmsLoginForm handlers={handlers} />
        )}
        <div className={styles.links}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSwitch('forgetPass')}
          >
            {t('identity.login.forgot')}
          </button>
          <span>
            {t('identity.login.noAccount')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onSwitch('register')}
            >
              {t('identity.login.registerNow')}
            </button>
          </span>
        </div>
        <div className={styles.actions}>
          {freePlayEnabled && (
            <button type="button" className="button" onClick={() => void playFree()}>
              {t('identity.login.freePlay')}
            </button>
          )}
          {freePlayError && (
            <p className={styles.formError} role="alert">
              {freePlayError}
            </p>
          )}
          {enabledProviders.map(({ provider }) => (
            <a
              key={provider}
              className="button"
              href={apiUrl(oauthPaths.start(provider))}
              // The callback's ?token= is then this tab's own sign-in (page-loader.ts).
              onClick={markSignInStarted}
            >
              {t(`identity.login.${provider}`)}
            </a>
          ))}
        </div>
      </div>
      {slider.dialog}
      <LazyVerificationDialog
        challenge={challenge}
        onClose={() => setChallenge(null)}
        onSuccess={async (value) => {
          setChallenge(null);
          await finish('username')(value);
        }}
      />
    </AppDialog>
  );
}
