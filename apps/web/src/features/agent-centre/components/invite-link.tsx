import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import styles from './agent-views.module.css';

/**
 * The agent's invite link (this site's origin + the server's path, which carries the
 * affiliate code), with a copy button and the QR code a phone scans.
 */
export function InviteLink({ code, path }: { code: string; path: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentCentre.invite.title')}</h3>
      <p className={styles.hint}>{t('agentCentre.invite.code', { code })}</p>
      <div className={styles.invite}>
        <QrCode value={link} size={156} label={t('agentCentre.invite.qr')} />
        <div className={styles.field}>
          <label htmlFor={`${id}-link`}>{t('agentCentre.invite.link')}</label>
          <input id={`${id}-link`} readOnly value={link} className={styles.inviteLink} />
          <button type="button" className="button" onClick={() => void copy()}>
            {t('agentCentre.invite.copy')}
          </button>
          {copied !== null && (
            <p role="status" className={styles.hint}>
              {copied ? t('agentCentre.invite.copied') : t('agentCentre.invite.copyFailed')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
