import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { indexFromScroll, stepIndex } from '../utils/snap-carousel';

interface SnapCarouselOptions {
  count: number;
  /** Move one slide forward this often (ms); off when unset or reduced motion is preferred. */
  autoplayMs?: number;
  /** Past either end, continue from the other end. */
  loop?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel on a native CSS scroll-snap track (overflow-x + scroll-snap, see the module
 * CSS): the browser does swiping, snapping and keyboard scrolling, so no carousel library
 * weighs on the home page (P1). This hook only follows the current slide from the scroll
 * position, scrolls the track itself (never scrollIntoView, which would move the window)
 * and runs the autoplay, which holds while the carousel is hovered, holds focus or the tab
 * is hidden. Put `trackRef` on the scroller and `pauseProps` on the carousel's root.
 */
export function useSnapCarousel<T extends HTMLElement>({
  count,
  autoplayMs,
  loop = false,
}: SnapCarouselOptions) {
  const trackRef = useRef<T>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    if (!track || !first) return { slideWidth: 0, perView: 1 };
    const slideWidth = first.getBoundingClientRect().width;
    const perView = slideWidth > 0 ? Math.max(1, Math.round(track.clientWidth / slideWidth)) : 1;
    return { slideWidth, perView };
  }, []);

  // The current slide follows the scroll, read at most once a frame.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setIndex(indexFromScroll(track.scrollLeft, measure().slideWidth, count));
      });
    };
    onScroll();
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count, measure]);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const slide = track?.children[Math.min(Math.max(target, 0), count - 1)];
      if (!track || !slide) return;
      // Where the slide sits in the track's scrolled content; the browser clamps at the end.
      const left =
        track.scrollLeft + slide.getBoundingClientRect().left - track.getBoundingClientRect().left;
      track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [count],
  );

  /** Move by `delta` slides (prev/next arrows, autoplay), never past the last full view. */
  const step = useCallback(
    (delta: number) => goTo(stepIndex(index, delta, count, { perView: measure().perView, loop })),
    [goTo, index, count, loop, measure],
  );

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // One timer per slide shown: any move, by hand or not, restarts the full wait.
  const paused = hovered || focused || hidden;
  useEffect(() => {
    if (!autoplayMs || paused || count < 2 || prefersReducedMotion()) return;
    const timer = setTimeout(() => step(1), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplayMs, paused, count, step]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving between two controls of the carousel keeps it held.
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { trackRef, index, goTo, step, pauseProps };
}
