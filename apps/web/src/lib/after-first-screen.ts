import { firstScreenElementId, laterHintsElementId } from '@openlobby/contract/boot';
import { afterFirstPaint } from './after-first-paint';

/** How long the app waits for the first screen's picture before it starts anyway. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Runs `work` after the HTML's first screen (ADR 051) is painted with its largest picture
 * (loaded and decoded):
 * the app's start-up is one long task on a slow phone, and a picture that arrives during it
 * is painted only after it. The picture is 1–2 KB and asked for first, so the scripts (much
 * larger, downloading meanwhile) are rarely held up; a page without a first screen, or whose
 * picture is already there, or fails, or takes longer than `FIRST_SCREEN_WAIT_MS`, starts
 * after the next paint as before (ADR 050).
 */
export function afterFirstScreen(work: () => void): void {
  const picture = document
    .getElementById(firstScreenElementId)
    ?.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) {
    afterFirstPaint(work);
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    afterFirstPaint(work);
  };
  const timer = setTimeout(go, FIRST_SCREEN_WAIT_MS);
  // Loaded is not yet drawable: an SVG is decoded when painted, and a frame painted before
  // that shows the page without it (the start-up's task then came first). `decode()`
  // settles once the picture can be painted.
  picture.addEventListener(
    'load',
    () => {
      if (typeof picture.decode === 'function') picture.decode().then(go, go);
      else go();
    },
    { once: true },
  );
  picture.addEventListener('error', go, { once: true });
}

/**
 * Puts the script hints the server kept in an inert template (ADR 053) into the head, so
 * the browser asks for the app's chunks now: after the first screen's paint, not beside it.
 */
export function askForLaterScripts(doc: Document): void {
  const later = doc.getElementById(laterHintsElementId);
  if (!(later instanceof HTMLTemplateElement)) return;
  doc.head.append(later.content);
  later.remove();
}
