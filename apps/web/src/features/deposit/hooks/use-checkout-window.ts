import { useCallback, useRef } from 'react';

/** Name of the one checkout window: a second deposit reuses it rather than piling up. */
const WINDOW_NAME = 'openlobby-deposit-checkout';
const FEATURES = 'popup=yes,width=480,height=720';

/**
 * The gateway's checkout in a popup window. Browsers allow a popup only in the click's own
 * task, but the checkout URL arrives after the order is created: so the window opens empty
 * on click and is sent to the checkout when the URL is known (or closed on failure).
 */
export function useCheckoutWindow() {
  const windowRef = useRef<Window | null>(null);

  /** Call in the click handler, before any await. False when the browser blocked it. */
  const openBlank = useCallback(() => {
    windowRef.current = window.open('', WINDOW_NAME, FEATURES);
    return windowRef.current !== null;
  }, []);

  /** Sends the opened window to the checkout; false if there is no window to send. */
  const navigate = useCallback((url: string) => {
    const win = windowRef.current;
    if (!win || win.closed) return false;
    // A gateway on the site itself answers a path; resolve it here, on the page's own origin.
    win.location.href = new URL(url, window.location.href).href;
    win.focus();
    return true;
  }, []);

  const close = useCallback(() => {
    windowRef.current?.close();
    windowRef.current = null;
  }, []);

  return { openBlank, navigate, close };
}
