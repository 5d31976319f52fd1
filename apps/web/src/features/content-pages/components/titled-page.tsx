import { useTranslation } from 'react-i18next';

/** A named page of spec §2 whose content arrives with its own feature. */
export function TitledPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-stack">
      <h1 className="page-title">{t(titleKey)}</h1>
    </div>
  );
}
