import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its content (and so downloads its code, P1) only when it comes near the viewport.
 * The box keeps its reserved height (`minHeight`, or a class whose min-height follows the
 * content's own sizing) before and after, so nothing below it moves (CLS, P2).
 */
export function LazySection({
  minHeight,
  className,
  children,
}: {
  minHeight?: number;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests) everything shows at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div
      ref={ref}
      className={className}
      style={minHeight === undefined ? undefined : { minHeight }}
    >
      {visible ? children : null}
    </div>
  );
}
