import * as Dialog from '@radix-ui/react-dialog';
import {
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
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
  /** `game`: nearly the whole window, for the game popup's iframe. */
  size?: 'small' | 'medium' | 'large' | 'game';
  children: ReactNode;
};

/**
 * The generic dialog wrapper of spec §2: modal, labelled, focus kept inside, never closed
 * by a click outside, draggable by its title bar, opening after 100 ms.
 */
export function AppDialog({
  name,
  open,
  onClose,
  title,
  label,
  closeButton = true,
  scrollLock = true,
  background = true,
  role = 'dialog',
  size = 'medium',
  children,
}: AppDialogProps) {
  const { t } = useTranslation();
  const shown = useDelayedOpen(open);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<DragStart | null>(null);
  // Opened again, a dialog starts centred, wherever it was dragged last time.
  const [wasShown, setWasShown] = useState(shown);
  if (wasShown !== shown) {
    setWasShown(shown);
    if (!shown) setOffset({ x: 0, y: 0 });
  }

  useEffect(() => {
    if (!shown || !scrollLock) return;
    return lockBodyScroll();
  }, [shown, scrollLock]);

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
    <Dialog.Root
      open={shown}
      onOpenChange={(next) => {
        if (!next && closeButton) onClose?.();
      }}
    >
      <Dialog.Portal>
        {background && <Dialog.Overlay className={styles.overlay} />}
        <Dialog.Content
          className={`${styles.dialog} ${styles[size]}`}
          data-dialog={name}
          role={role}
          aria-describedby={undefined}
          aria-label={title ? undefined : label}
          style={{ translate: `${offset.x}px ${offset.y}px` }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!closeButton) event.preventDefault();
          }}
        >
          <div
            className={styles.titleBar}
            data-drag-handle=""
            onPointerDown={onTitlePointerDown}
            onPointerMove={onTitlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            {title ? (
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            ) : (
              <Dialog.Title className="visually-hidden">{label}</Dialog.Title>
            )}
            {closeButton && (
              <Dialog.Close className={styles.close} aria-label={t('common.close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type DragStart = {
  /** The offset when the drag began. */
  x: number;
  y: number;
  /** Where the pointer went down. */
  startX: number;
  startY: number;
  /** The dialog's box when the drag began. */
  left: number;
  top: number;
  width: number;
};

/** Pixels of the title bar that always stay on screen, so it can be dragged back. */
const keepVisible = 48;

/** The offset for a pointer at (x, y), the title bar kept inside the window. */
function dragOffset(start: DragStart, x: number, y: number): { x: number; y: number } {
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
  const dx = clamp(
    x - start.startX,
    keepVisible - start.left - start.width,
    window.innerWidth - keepVisible - start.left,
  );
  const dy = clamp(y - start.startY, -start.top, window.innerHeight - keepVisible - start.top);
  return { x: start.x + dx, y: start.y + dy };
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
