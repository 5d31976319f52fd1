import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

/** A yes/no question in the generic dialog (e.g. 'Are you sure you want to logout?'). */
export function ConfirmDialog({
  name,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  title,
  detail,
}: {
  name: string;
  message: string;
  /** A visible title (it then names the dialog); without one the message names it. */
  title?: string;
  /** A second paragraph that says why. */
  detail?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      name={name}
      open
      role="alertdialog"
      size="small"
      {...(title ? { title } : { label: message })}
      closeButton={onCancel !== undefined}
      onClose={onCancel}
    >
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </AppDialog>
  );
}
