import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dragOffset, keepTabInside, tabbables, type DragStart } from './dialog-helpers';
import { lockBodyScroll } from './scroll-lock';
import styles from './app-dialog.module.css';

/** Spec §2: the wrapper opens this long after it is asked to. */
export const dialogOpenDelayMs = 100;

/**
 * Every dialog is labelled (issue 5 point 6): by its visible title, or, without one, by
 * `label`. The type refuses a dialog with neither.
 */
type DialogName =
  | {
      /** Shown in the title bar, which also names the dialog and drags it. */
      title: ReactNode;
      label?: string;
    }
  | {
      title?: undefined;
      /** The accessible name when there is no visible title. */
      label: string;
    };

export type AppDialogProps = DialogName & {
  /** Which dialog this is (e.g. `loginPopupModal`); kept on the element for styling/tests. */
  name: string;
  open: boolean;
  /** Called when the visitor closes it (close button or Escape). */
  onClose?: () => void;
  /** The close button; off also means Escape does not close (a forced dialog). */
  closeButton?: boolean;
  /** Fixes the page body while open and restores the scroll position on close. */
  scrollLock?: boolean;
  /** The dimmed background behind the dialog. */
  background?: boolean;
  /** `alertdialog` for confirmations and warnings. */
  role?: 'dialog' | 'alertdialog';
  /** `wide`: the member centre's menu and view; `game`: nearly the whole window. */
  size?: 'small' | 'medium' | 'large' | 'wide' | 'game';
  /** On phones (≤ 768 px), a bottom sheet: full width at the screen's bottom edge. */
  sheet?: boolean;
  children: ReactNode;
};

/**
 * The generic dialog wrapper of spec §2: modal, labelled, focus kept inside, never closed
 * by a click outside, draggable by its title bar, opening after 100 ms. Built on the native
 * `<dialog>` (showModal puts it in the top layer and makes the page behind it inert), so the
 * first page carries no dialog library (P1).
 */
export function AppDialog({ open, ...props }: AppDialogProps) {
  const shown = useDelayedOpen(open);
  // Mounted only while shown: opened again, a dialog starts centred wherever it was dragged.
  // In <body>, out of any parent's form or styles, as Radix's portal did.
  return shown ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  name,
  onClose,
  title,
  label,
  closeButton = true,
  scrollLock = true,
  background = true,
  role = 'dialog',
  size = 'medium',
  sheet = false,
  children,
}: Omit<AppDialogProps, 'open'>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const titleId = useId();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<DragStart | null>(null);

  // A layout effect: the body is fixed in the same commit that shows the dialog, so the page
  // never paints (or is seen by a test) scrolling behind an open dialog.
  useLayoutEffect(() => {
    if (!scrollLock) return;
    return lockBodyScroll();
  }, [scrollLock]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    closing.current = false;
    dialog.showModal();
    // showModal focuses the first focusable element; make sure, as Radix's focus scope did.
    if (!dialog.contains(document.activeElement)) tabbables(dialog)[0]?.focus();
    return () => {
      closing.current = true;
      dialog.close();
      // Focus goes back to what opened it (a button under a confirm, for nested dialogs).
      if (opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);

  // Escape asks to close: the parent owns `open`, so the browser never closes it by itself.
  // React passes a nested dialog's cancel/close up its tree: only our own count.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (closeButton) onClose?.();
  };
  // Chromium closes without a `cancel` on a second Escape with no click in between (close
  // watcher abuse guard). Still wanted open: put it back, and tell the parent as Escape would.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || closing.current || dialog.open) return;
    dialog.showModal();
    if (closeButton) onClose?.();
  };

  const onTitlePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const dialog = event.currentTarget.parentElement?.getBoundingClientRect();
    drag.current = {
      x: offset.x,
      y: offset.y,
      startX: event.clientX,
      startY: event.clientY,
      left: dialog?.left ?? 0,
      top: dialog?.top ?? 0,
      width: dialog?.width ?? 0,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onTitlePointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset(dragOffset(start, event.clientX, event.clientY));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${background ? '' : styles.bare} ${sheet ? styles.sheet : ''}`}
      data-dialog={name}
      data-sheet={sheet ? '' : undefined}
      data-background={background ? 'on' : 'off'}
      role={role}
      aria-labelledby={titleId}
      aria-label={title ? undefined : label}
      style={{ translate: `${offset.x}px ${offset.y}px` }}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={keepTabInside}
    >
      <div
        className={styles.titleBar}
        data-drag-handle=""
        onPointerDown={onTitlePointerDown}
        onPointerMove={onTitlePointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <h2 id={titleId} className={title ? styles.title : 'visually-hidden'}>
          {title ?? label}
        </h2>
        {closeButton && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => onClose?.()}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** True `dialogOpenDelayMs` after `open` turns true; false as soon as it turns false. */
function useDelayedOpen(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setShown(true), dialogOpenDelayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [open]);
  return open && shown;
}
