import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('afterFirstPaint (ADR 050)', () => {
  it('waits for the next frame, then runs in a task of its own after it', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const work = vi.fn();
    afterFirstPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled(); // no frame yet: nothing painted
    frames.shift()!(performance.now());
    expect(work).not.toHaveBeenCalled(); // the frame is not painted until its callbacks end
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame in a page that is not visible (it paints none)', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
