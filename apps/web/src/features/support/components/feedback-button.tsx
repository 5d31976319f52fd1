import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requireRealAccount } from '../../../components/real-account-dialog';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';

// The dialog and its form load only when asked for, keeping them out of the first load (P1).
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/** Opens the feedback dialog; visitors get the login popup, trial members the notice (§6). */
export function FeedbackButton({ className, icon }: { className?: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const language = useSessionStore((st) => st.language);
  // The dialog's strings come with it (P1): it waits for its language's.
  const stringsIn = useLazyStrings('feedback', open ? language : null);
  return (
    <>
      <button
        type="button"
        className={className}
        title={icon ? t('support.rightBar.feedback') : undefined}
        onClick={() => {
          if (requireRealAccount()) setOpen(true);
        }}
      >
        {icon ? (
          <>
            {icon}
            <span className="visually-hidden">{t('support.rightBar.feedback')}</span>
          </>
        ) : (
          t('support.rightBar.feedback')
        )}
      </button>
      {open && stringsIn && (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
