/**
 * Spec §2 "generic dialog wrapper": scroll lock fixes the page body while a dialog is open
 * and restores the scroll position on close. Counted, so stacked dialogs (a warning over
 * the login popup) release the body only when the last one closes.
 */
let locks = 0;
let saved: { scrollY: number; style: string } | null = null;

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    const { body } = document;
    saved = { scrollY: window.scrollY, style: body.getAttribute('style') ?? '' };
    body.style.position = 'fixed';
    body.style.top = `-${saved.scrollY}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      const { scrollY, style } = saved;
      saved = null;
      if (style) document.body.setAttribute('style', style);
      else document.body.removeAttribute('style');
      window.scrollTo(0, scrollY);
    }
  };
}
