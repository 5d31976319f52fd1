import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session-store';

/** A thin bar at the top of the window while a navigation loads. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const visible = useSessionStore((s) => s.loaderVisible);
  if (!visible) return null;
  return (
    <div className="global-loader" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
