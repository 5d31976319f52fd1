import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Unknown paths: the server answers 404 and the app says so in the page itself. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-stack centered">
      <h1 className="page-title">{t('pages.notFound.title')}</h1>
      <p className="muted">{t('pages.notFound.message')}</p>
      <Link to="/" className="button button-primary">
        {t('pages.notFound.home')}
      </Link>
    </div>
  );
}
