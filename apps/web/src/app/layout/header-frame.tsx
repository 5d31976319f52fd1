import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';

/**
 * The header bar shared by the site layout and the status pages, so the language
 * selector stays usable when maintenance or a region block replaces the routes.
 */
export function HeaderFrame({
  brand,
  children,
}: {
  brand: (label: string) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {brand(t('common.siteName'))}
        <div className="site-header-actions">
          <LanguageSelect />
          {children}
        </div>
      </div>
    </header>
  );
}

export function BrandMark() {
  return (
    <svg className="brand-mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="6" fill="currentColor" />
    </svg>
  );
}
