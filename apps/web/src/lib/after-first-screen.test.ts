import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, askForLaterScripts, FIRST_SCREEN_WAIT_MS } from './after-first-screen';

/** The first screen as the server draws it, with its largest picture still loading. */
function drawFirstScreen(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><div id="first-screen"><main>' +
    '<img src="/img/banners/1.svg" fetchpriority="high"><img src="/img/banners/2.svg">' +
    '</main></div></div>';
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  Object.defineProperty(picture, 'complete', { value: false, configurable: true });
  return picture;
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('afterFirstScreen (ADR 051)', () => {
  it("waits for the first screen's largest picture before the app starts", () => {
    const picture = drawFirstScreen();
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    picture.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the picture fails, once', () => {
    const picture = drawFirstScreen();
    const work = vi.fn();
    afterFirstScreen(work);
    picture.dispatchEvent(new Event('error'));
    vi.runAllTimers();
    picture.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than its limit for a slow picture', () => {
    drawFirstScreen();
    const work = vi.fn();
    afterFirstScreen(work);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait on a page without a first screen, or whose picture is there', () => {
    document.body.innerHTML = '<div id="root"><div class="boot-loader"></div></div>';
    const work = vi.fn();
    afterFirstScreen(work);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    const picture = drawFirstScreen();
    Object.defineProperty(picture, 'complete', { value: true, configurable: true });
    const again = vi.fn();
    afterFirstScreen(again);
    vi.runAllTimers();
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe('askForLaterScripts (ADR 053)', () => {
  it('moves the hints the server kept inert into the head, where the browser fetches them', () => {
    document.body.innerHTML =
      '<template id="later-hints"><link rel="modulepreload" href="/assets/start-1.js"></template>';
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    askForLaterScripts(document);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/start-1.js',
    );
    expect(document.getElementById('later-hints')).toBeNull();
    // A page without them (no first screen: its hints are in the head already) is left alone.
    askForLaterScripts(document);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    document.head.innerHTML = '';
  });
});
