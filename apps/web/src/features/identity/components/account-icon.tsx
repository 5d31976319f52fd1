import { ICON_MAX_BYTES } from '@openlobby/contract/identity/account-paths';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useChooseAvatar, useIcon, useUploadIcon } from '../api/account';
import styles from './account-view.module.css';

/**
 * The member icon (spec §7 `/wps/member/info/icon`): one of the generated avatars, or a
 * PNG or JPEG picture of at most 5 MB, which the server checks by its bytes and redraws.
 * The header shows it once set.
 */
export function AccountIcon({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const icon = useIcon();
  const choose = useChooseAvatar();
  const upload = useUploadIcon();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setNotice(null);
    setFailure(null);
    try {
      await action();
      setNotice(t('account.icon.saved'));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.errorCode !== 'NETWORK'
          ? error.message
          : t('account.failed'),
      );
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server decides by the bytes; these only spare an upload bound to fail.
    if (file.size > ICON_MAX_BYTES) {
      setNotice(null);
      setFailure(t('account.icon.tooLarge'));
      return;
    }
    if (file.type && !['image/png', 'image/jpeg'].includes(file.type)) {
      setNotice(null);
      setFailure(t('account.icon.notImage'));
      return;
    }
    void run(() => upload.mutateAsync(file));
  };

  const busy = choose.isPending || upload.isPending;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.sections.icon')}</h3>
      <div className={styles.iconRow}>
        {current ? (
          <img className={styles.icon} src={current} alt={t('account.icon.current')} />
        ) : (
          <p className="muted">{t('account.icon.none')}</p>
        )}
      </div>
      {icon.data && (
        <ul className={styles.avatars} aria-label={t('account.icon.avatars')}>
          {icon.data.avatars.map((avatar) => (
            <li key={avatar.n}>
              <button
                type="button"
                className={styles.avatarButton}
                aria-pressed={current === avatar.url}
                aria-label={t('account.icon.pick', { n: avatar.n })}
                disabled={busy}
                onClick={() => void run(() => choose.mutateAsync(avatar.n))}
              >
                <img src={avatar.url} alt="" width={44} height={44} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-file`}>{t('account.icon.upload')}</label>{' '}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={onFile}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('account.icon.hint')}
        </p>
      </div>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert" className="inline-alert">
          {failure}
        </p>
      )}
    </section>
  );
}
