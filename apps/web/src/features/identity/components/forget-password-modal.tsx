import { checkField } from '@openlobby/contract/identity/field-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../hooks/use-module-enabled';
import { AppDialog } from '../../../components/app-dialog';
import { useRegisterSettings } from '../api/get-register-settings';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSliderGate } from '../hooks/use-slider-gate';
import { ChoiceGroup } from './choice-group';
import { ForgetByEmailForm } from './forget-by-email-form';
import { ForgetByPhoneForm } from './forget-by-phone-form';
import { IdentityBanner } from './identity-banner';

/**
 * forgetPassModal (spec §4): by phone when CHNGPASSVERIF3 is on (then the default, and the
 * method selector shows), else by e-mail.
 */
export function ForgetPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phoneEnabled = useModuleEnabled('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<'mobile' | 'email' | null>(null);
  const method = phoneEnabled ? (chosen ?? 'mobile') : 'email';
  const slider = useSliderGate();
  const completeLogin = useCompleteLogin();
  const settings = useRegisterSettings();

  return (
    <AppDialog name="forgetPassModal" open title={t('identity.forgetPass.title')} onClose={onClose}>
      <IdentityBanner group="w_forget" />
      {phoneEnabled && (
        <ChoiceGroup
          legend={t('identity.forgetPass.method')}
          name="forgetMethod"
          value={method}
          onChange={setChosen}
          options={[
            { value: 'mobile', label: t('identity.forgetPass.methods.mobile') },
            { value: 'email', label: t('identity.forgetPass.methods.email') },
          ]}
        />
      )}
      {method === 'email' ? (
        <ForgetByEmailForm
          check={(field, value, language) => {
            const rule = settings.data?.rules[field];
            return rule ? checkField(field, { ...rule, enabled: true }, value, { language }) : null;
          }}
        />
      ) : (
        <ForgetByPhoneForm
          verify={slider.verify}
          onSuccess={(value) => completeLogin(value, 'reset')}
        />
      )}
      {slider.dialog}
    </AppDialog>
  );
}
