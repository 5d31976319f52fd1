import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError, PageLoadTimeoutError } from '../lazy-page';

function messageKeys(error: unknown): { title: string; message: string } {
  if (error instanceof PageLoadTimeoutError) {
    return { title: 'errors.timeout.title', message: 'errors.timeout.message' };
  }
  if (error instanceof ChunkLoadError) {
    return { title: 'errors.chunk.title', message: 'errors.chunk.message' };
  }
  return { title: 'errors.unexpected.title', message: 'errors.unexpected.message' };
}

/**
 * Route error boundary: a page chunk that failed or timed out (spec §8), or a page that
 * crashed. Retry reloads the document, which also picks up chunks of a newer deploy.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const keys = messageKeys(error);

  useEffect(() => {
    // Not caused by the visitor: keep the details for whoever reads the console or logs.
    console.error(error);
  }, [error]);

  return (
    <div className="page-stack centered" role="alert">
      <h1 className="page-title">{t(keys.title)}</h1>
      <p className="muted">{t(keys.message)}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
