import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../hooks/use-module-enabled';
import { AppDialog } from '../../../components/app-dialog';
import { QueryStatus } from '../../../components/query-status';
import { useRegisterSettings } from '../api/get-register-settings';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSliderGate } from '../hooks/use-slider-gate';
import { ChoiceGroup } from './choice-group';
import { IdentityBanner } from './identity-banner';
import { RegisterForm } from './register-form';
import styles from './identity-forms.module.css';

/** registerModal (spec §2, §4): by username (USERNAMEREG3) or mobile (MOBILENUMREG3). */
export function RegisterPopup({
  onClose,
  onSwitch,
  referralCode,
}: {
  onClose: () => void;
  onSwitch: (kind: 'login') => void;
  referralCode?: string | undefined;
}) {
  const { t } = useTranslation();
  const byUsername = useModuleEnabled('USERNAMEREG3');
  const byMobile = useModuleEnabled('MOBILENUMREG3');
  const [chosen, setChosen] = useState<'username' | 'mobile' | null>(null);
  const method = chosen ?? (byUsername || !byMobile ? 'username' : 'mobile');
  const settings = useRegisterSettings();
  const slider = useSliderGate();
  const completeLogin = useCompleteLogin();

  return (
    <AppDialog
      name="registerModal"
      open
      title={t('identity.register.title')}
      onClose={onClose}
      // Phones show it as a bottom sheet, as the login popup (issue 19, ADR 041).
      sheet
    >
      <IdentityBanner group="w_register" />
      <div className={styles.form}>
        {byUsername && byMobile && (
          <ChoiceGroup
            legend={t('identity.register.method')}
            name="registerMethod"
            value={method}
            onChange={setChosen}
            options={[
              { value: 'username', label: t('identity.register.methods.username') },
              { value: 'mobile', label: t('identity.register.methods.mobile') },
            ]}
          />
        )}
        <QueryStatus query={settings} />
        {settings.data && (
          <RegisterForm
            key={method}
            method={method}
            settings={settings.data}
            referralCode={referralCode}
            verify={slider.verify}
            onSuccess={(value) => completeLogin(value, 'register')}
          />
        )}
        <p className={styles.links}>
          <span>
            {t('identity.register.haveAccount')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onSwitch('login')}>
              {t('identity.register.loginNow')}
            </button>
          </span>
        </p>
      </div>
      {slider.dialog}
    </AppDialog>
  );
}
