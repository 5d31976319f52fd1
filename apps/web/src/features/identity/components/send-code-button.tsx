import type { SmsSentValue } from '@openlobby/contract/identity/codes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { createThrottle } from '../../../lib/throttle';
import { smsCountdownSeconds, useCountdown } from '../hooks/use-countdown';
import { SliderCancelled } from '../hooks/use-slider-gate';

/** Spec §9: one SMS request a second at most. */
export const smsThrottleMs = 1000;

/**
 * "Send code": checks the number (`validate` returns false to stop), sends, then stays
 * disabled for 60 s × expiredMinutes. A failure opens the warning dialog of spec §8 with
 * the server's message and an OK button.
 */
export function SendCodeButton({
  validate,
  send,
}: {
  validate: () => Promise<boolean> | boolean;
  send: () => Promise<SmsSentValue>;
}) {
  const { t } = useTranslation();
  const { seconds, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const throttle = useRef(createThrottle(smsThrottleMs));

  const onClick = async () => {
    if (!throttle.current() || busy || seconds > 0) return;
    if (!(await validate())) return;
    setBusy(true);
    try {
      const { expiredMinutes } = await send();
      start(smsCountdownSeconds(expiredMinutes));
    } catch (error) {
      if (error instanceof SliderCancelled) return;
      setWarning(error instanceof ApiError ? error.message : t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy || seconds > 0}
        onClick={() => void onClick()}
      >
        {seconds > 0 ? t('identity.sms.resend', { seconds }) : t('identity.sms.send')}
      </button>
      <AppDialog
        name="smsWarning"
        role="alertdialog"
        size="small"
        open={warning !== null}
        title={t('identity.sms.warning')}
        onClose={() => setWarning(null)}
      >
        <p>{warning}</p>
        <button type="button" className="button button-primary" onClick={() => setWarning(null)}>
          {t('common.ok')}
        </button>
      </AppDialog>
    </>
  );
}
