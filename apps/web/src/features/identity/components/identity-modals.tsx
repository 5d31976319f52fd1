import type { AuthModal } from '../../../stores/session-store';
import { ChangePasswordModal } from './change-password-modal';
import { ForgetPasswordModal } from './forget-password-modal';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';
import { SecurityModal } from './security-modal';

export type IdentityModalsProps = {
  modal: AuthModal;
  onClose: () => void;
  onSwitch: (kind: 'login' | 'register' | 'forgetPass') => void;
};

/** The identity dialogs, one lazy chunk the layout loads when the first one opens. */
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
