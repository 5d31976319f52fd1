import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import view from './centre-view.module.css';
import styles from './invite-link.module.css';
import { QrCode } from './qr-code';

/**
 * An invitation link (this site's origin + the server's path, which carries the code), with
 * a copy button and the QR code a phone scans. The agent centre's invite link and the
 * member's referral link are the same control with their own words: `texts` names the
 * translation group holding title, code, link, copy, copied, copyFailed and qr.
 */
export function InviteLink({
  code,
  path,
  texts,
}: {
  code: string;
  path: string;
  texts: 'agentCentre.invite' | 'wallet.referral';
}) {
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
    <section className={view.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`${texts}.title`)}</h3>
      <p className={view.hint}>{t(`${texts}.code`, { code })}</p>
      <div className={styles.invite}>
        <QrCode value={link} size={156} label={t(`${texts}.qr`)} />
        <div className={view.field}>
          <label htmlFor={`${id}-link`}>{t(`${texts}.link`)}</label>
          <input id={`${id}-link`} readOnly value={link} className={styles.link} />
          <button type="button" className="button" onClick={() => void copy()}>
            {t(`${texts}.copy`)}
          </button>
          {copied !== null && (
            <p role="status" className={view.hint}>
              {copied ? t(`${texts}.copied`) : t(`${texts}.copyFailed`)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
