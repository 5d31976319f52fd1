import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CrashScreen() {
  const { t } = useTranslation();
  return (
    <main className="page-stack centered crash-screen" role="alert">
      <h1 className="page-title">{t('errors.unexpected.title')}</h1>
      <p className="muted">{t('errors.unexpected.message')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('common.retry')}
      </button>
    </main>
  );
}

/** Catches what no route boundary can (the status gate, providers) so the page never goes blank. */
export class TopErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
