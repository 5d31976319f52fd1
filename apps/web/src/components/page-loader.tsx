import { useTranslation } from 'react-i18next';

/** A spinner with an accessible name, for a page or the whole screen while loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'page-loader page-loader-full' : 'page-loader'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
