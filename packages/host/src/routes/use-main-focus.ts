// Focus management: after a navigation, focus moves to the page's main region so keyboard and
// screen-reader users start on the new content. Used by each frame (public and shell), because the
// main region only exists once the frame has rendered.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export function useMainFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    // On a frame's first render, keep any focus the browser or a widget already gave (e.g. an
    // autofocused field); only a bare body focus moves to the main region.
    const keep = !mounted.current && document.activeElement !== document.body;
    mounted.current = true;
    if (!keep) main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
