import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePlaySession } from '../api/get-play-session';
import { useSetRealityCheck } from '../api/set-reality-check';
import styles from './play-session.module.css';

/**
 * The reality-check interval chooser (C3): the intervals the server offers, off first.
 * Exported for the member centre's "Responsible gaming" view; the session bar opens it too.
 */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const session = usePlaySession(true);
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState<number | null>(null);
  const check = session.data?.realityCheck;
  if (!check) return null;
  const selected = choice ?? check.intervalMinutes;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(selected);
  };
  const label = (minutes: number) =>
    minutes === 0
      ? t('playSession.setting.off')
      : t('playSession.setting.minutes', { count: minutes });
  return (
    <form className={styles.setting} onSubmit={onSubmit}>
      <fieldset>
        <legend>{t('playSession.setting.legend')}</legend>
        <p className={styles.hint}>{t('playSession.setting.hint')}</p>
        {check.intervals.map((minutes) => (
          <label key={minutes} className={styles.option}>
            <input
              type="radio"
              name="realityCheckInterval"
              value={minutes}
              checked={selected === minutes}
              onChange={() => setChoice(minutes)}
            />
            {label(minutes)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('playSession.setting.save')}
      </button>
      {save.isSuccess && !save.isPending && <p role="status">{t('playSession.setting.saved')}</p>}
      {save.isError && (
        <p role="alert" className={styles.error}>
          {save.error instanceof ApiError ? save.error.message : t('playSession.check.failed')}
        </p>
      )}
    </form>
  );
}
