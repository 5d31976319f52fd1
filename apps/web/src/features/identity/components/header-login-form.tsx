import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readRememberedUsername } from '../../../lib/remember-cookie';
import { useSessionStore } from '../../../stores/session-store';
import { prefetchIdentityModals } from '../prefetch-identity-modals';
import styles from './header-identity.module.css';

/**
 * The header's login form (spec §2): username, password and a login button. Failed
 * validation shows the in_incorrect_password warning; valid credentials go to the login
 * popup, which runs the slider and the rest of the login.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(false);
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  const remembered = readRememberedUsername();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const rememberedLogin = remembered !== null && username === remembered;
    if (!username || (!password && !rememberedLogin)) {
      setWarning(true);
      return;
    }
    setWarning(false);
    event.currentTarget.reset();
    openAuthModal({ kind: 'login', prefill: { username, password } });
  };

  return (
    <form
      className={styles.loginForm}
      aria-label={t('identity.header.form')}
      noValidate
      onSubmit={onSubmit}
      // Submitting opens the login popup: its code is fetched while the visitor types.
      onFocus={prefetchIdentityModals}
    >
      <input
        name="username"
        aria-label={t('identity.login.username')}
        placeholder={t('identity.login.username')}
        autoComplete="username"
        defaultValue={remembered ?? ''}
      />
      <input
        name="password"
        type="password"
        aria-label={t('identity.login.password')}
        placeholder={t('identity.login.password')}
        autoComplete="current-password"
      />
      <button type="submit" className="button button-primary">
        {t('header.login')}
      </button>
      {warning && (
        <p role="alert" className={styles.warning}>
          {t('identity.header.in_incorrect_password')}
        </p>
      )}
    </form>
  );
}
