import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { QueryStatus } from '../../../components/query-status';
import { useSessionStore } from '../../../stores/session-store';
import { useVendorStart } from '../hooks/use-vendor-start';
import { VendorEntry } from './vendor-entry';
import styles from './game-center-page.module.css';

/**
 * A page that opens one provider's game at once (spec §2: /u9w, the sports vendor U9W).
 * A visitor gets the login popup and the game starts once they are in; the entry stays
 * on the page to start it again after the popup is closed.
 */
export function VendorLaunchPage({ vassalage, titleKey }: { vassalage: string; titleKey: string }) {
  const { t } = useTranslation();
  const query = useVendorCategories();
  const vendor = query.data
    ?.flatMap((c) => c.vendors)
    .find((v) => v.vassalage.toUpperCase() === vassalage);
  const isLogin = useSessionStore((s) => s.isLogin);
  // The member info decides trial or not; until it is in, the rules cannot be applied.
  const memberKnown = useSessionStore((s) => s.member !== null);
  const { startVendor, pending, failed } = useVendorStart();
  const started = useRef(false);

  useEffect(() => {
    // Opening the page is the request to play: start once, when the session allows it.
    if (started.current || !vendor || (isLogin && !memberKnown)) return;
    if (isLogin) started.current = true;
    void startVendor(vendor);
  }, [vendor, isLogin, memberKnown, startVendor]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{vendor?.vendorName ?? t(titleKey)}</h1>
      <QueryStatus query={query} />
      {failed && (
        <p role="alert" className="inline-alert">
          {t('gameCenter.startFailed')}
        </p>
      )}
      {query.data && !vendor && <p className="muted">{t('gameCenter.noVendors')}</p>}
      {vendor && (
        <div className="card-grid">
          <VendorEntry
            vendor={vendor}
            selected={false}
            pending={pending === vendor.vassalage}
            onStart={() => void startVendor(vendor)}
          />
        </div>
      )}
    </div>
  );
}
