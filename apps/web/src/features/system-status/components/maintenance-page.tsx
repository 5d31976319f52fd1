import { useTranslation } from 'react-i18next';
import type { PermissionInfo } from '@openlobby/contract/system';
import { useSessionStore } from '../../../stores/session-store';
import { firstCustomerService, openCustomerService } from '../utils/customer-service';
import { formatMaintenanceEnd } from '../utils/format-maintenance-end';
import styles from './status-page.module.css';

/** Shown instead of every route while the system is under maintenance (spec §4). */
export function MaintenancePage({
  info,
}: {
  info: Pick<PermissionInfo, 'maintenanceEnd' | 'resources'>;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const end = info.maintenanceEnd ? formatMaintenanceEnd(info.maintenanceEnd, language) : null;
  const customerService = firstCustomerService(info.resources);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('systemStatus.maintenance.title')}</h1>
        <p>{t('systemStatus.maintenance.message')}</p>
        {end && (
          <p className={styles.detail}>
            {t('systemStatus.maintenance.endsAt')}{' '}
            <time dateTime={info.maintenanceEnd ?? undefined}>{end}</time>
          </p>
        )}
        {customerService && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => openCustomerService(customerService.url)}
          >
            {t('systemStatus.customerService')}
          </button>
        )}
      </div>
    </main>
  );
}
