import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { useSessionStore } from '../stores/session-store';

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

const useRealAccountNotice = create<{ open: boolean }>()(() => ({ open: false }));

/**
 * Guard for game and money actions (spec §6, §8): visitors get the login popup, trial
 * members the 'Please Register An Account First' dialog. True when the action may go on.
 */
export function requireRealAccount(): boolean {
  const { isLogin, isTrial, openAuthModal } = useSessionStore.getState();
  if (!isLogin) {
    // Back to the same list, filters included, once logged in.
    openAuthModal({ kind: 'login', returnTo: window.location.pathname + window.location.search });
    return false;
  }
  if (isTrial) {
    useRealAccountNotice.setState({ open: true });
    return false;
  }
  return true;
}

/**
 * Rendered once by the layout; shows the trial notice when requireRealAccount asks. It
 * says why it opened, and its main button leads to registration: `onRegister` (from the
 * layout) ends the trial session, whose credit is not real money, and opens the form.
 */
export function RealAccountDialog({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const open = useRealAccountNotice((s) => s.open);
  if (!open) return null;
  const close = () => useRealAccountNotice.setState({ open: false });
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        name="needRealAccount"
        title={t('identity.trial.title')}
        message={t('identity.trial.in_need_true_account')}
        detail={t('identity.trial.why')}
        confirmLabel={t('identity.trial.register')}
        onConfirm={() => {
          close();
          onRegister();
        }}
        onCancel={close}
      />
    </Suspense>
  );
}
