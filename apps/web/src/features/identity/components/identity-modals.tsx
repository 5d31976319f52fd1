import { lazy } from 'react';
import type { AuthModal } from '../../../stores/session-store';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';

// The rarer dialogs are chunks of their own (P1): the host's Suspense waits for them.
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);
const ForgetPasswordModal = lazy(() =>
  import('./forget-password-modal').then((m) => ({ default: m.ForgetPasswordModal })),
);
const SecurityModal = lazy(() =>
  import('./security-modal').then((m) => ({ default: m.SecurityModal })),
);

export type IdentityModalsProps = {
  modal: AuthModal;
  onClose: () => void;
  onSwitch: (kind: 'login' | 'register' | 'forgetPass') => void;
};

/**
 * The identity dialogs, one lazy chunk the layout loads when the first one opens; the
 * forgotten-password, password-change and authenticator dialogs load when they open.
 */
export function IdentityModals({ modal, onClose, onSwitch }: IdentityModalsProps) {
  switch (modal.kind) {
    case 'login':
      return (
        <LoginPopup
          onClose={onClose}
          onSwitch={onSwitch}
          returnTo={modal.returnTo}
          prefill={modal.prefill}
        />
      );
    case 'register':
      return (
        <RegisterPopup onClose={onClose} onSwitch={onSwitch} referralCode={modal.referralCode} />
      );
    case 'forgetPass':
      return <ForgetPasswordModal onClose={onClose} />;
    case 'changePass':
      return (
        <ChangePasswordModal forced={modal.forced} expired={modal.expired} onClose={onClose} />
      );
    case 'security':
      return <SecurityModal onClose={onClose} />;
  }
}
