// Whether the editor's own box is narrow (a phone, or a narrow column of an embedding page): the
// editor then lays out one column. Measured on the element rather than the window, since the
// widget does not know how much of the window its page gives it. Wide until measured (jsdom).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this width the line list and the line's form do not fit side by side. */
export const NARROW_BELOW_PX = 900;

export function useNarrow(ref: RefObject<HTMLElement | null>, below = NARROW_BELOW_PX): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = (width: number) => {
      if (width > 0) setNarrow(width < below);
    };
    measure(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const e of entries) measure(e.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, below]);
  return narrow;
}
