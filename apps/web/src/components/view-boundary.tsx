import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode };

/**
 * A view whose code could not be fetched (network gone, a deploy replaced the chunk) says
 * so inside the member or agent centre, with a retry, instead of taking the page down with it.
 */
export class ViewBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ViewFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function ViewFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="inline-alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
