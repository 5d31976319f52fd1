import type { CaptchaValue } from '@openlobby/contract/identity/human-check';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createThrottle } from '../../../lib/throttle';
import { getCaptcha } from '../api/get-captcha';
import styles from './identity-forms.module.css';

/** Spec §9: the captcha image refreshes at most once a second. */
export const captchaRefreshMs = 1000;

/**
 * The server's captcha image as a button: a click loads a new one (single use, so every
 * failed attempt also asks for a new one through `version`). Reports the id to the form.
 */
export function CaptchaImage({
  version,
  onCaptchaId,
}: {
  version: number;
  onCaptchaId: (captchaId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const throttle = useRef(createThrottle(captchaRefreshMs));

  const refresh = useCallback(() => {
    getCaptcha().then(
      (next) => {
        setCaptcha(next);
        onCaptchaId(next.captchaId);
      },
      () => onCaptchaId(undefined),
    );
  }, [onCaptchaId]);

  useEffect(() => {
    refresh();
  }, [refresh, version]);

  return (
    <button
      type="button"
      className={styles.captchaButton}
      aria-label={t('identity.login.captchaRefresh')}
      title={t('identity.login.captchaImage')}
      onClick={() => {
        if (throttle.current()) refresh();
      }}
    >
      {captcha ? <img src={captcha.image} alt="" /> : <span className="spinner" />}
    </button>
  );
}
