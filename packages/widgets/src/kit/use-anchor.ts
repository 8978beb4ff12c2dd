// A part of a page that a link can land on: `#<name>` (or `#<name>-<anything>`, e.g.
// `#bargaining-<round id>`) in the page's URL scrolls the part into view and moves the focus to
// its heading, once the part has loaded. Not the browser's own jump to an id: a widget inside a
// shadow root (an embedding page) cannot be found by the URL's fragment, and a widget whose data
// loads after the page does is not there yet when the browser looks
// (docs/product-rules.md#inquiry-kinds-and-pages).
import { useEffect, useRef, type RefObject } from 'react';

/** Whether the page's fragment names this anchor. */
export function hashNames(hash: string, name: string): boolean {
  const fragment = hash.replace(/^#/, '');
  return fragment === name || fragment.startsWith(`${name}-`);
}

/** How long the part is kept in view while what is above it still loads and grows. */
const SETTLE_MS = 4_000;
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element into view and focuses its first heading (or itself). The widgets above it
 * (the sheet, the quote) may still be loading and push it down: until they settle, or the user
 * scrolls or types, it is brought back into view. Answers a function that stops that.
 */
export function landOn(el: HTMLElement): () => void {
  el.scrollIntoView?.({ block: 'start' });
  const heading = el.querySelector<HTMLElement>('h2, h3') ?? el;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  let top = el.getBoundingClientRect().top;
  const timer = setInterval(() => {
    const now = el.getBoundingClientRect().top;
    if (Math.abs(now - top) > 1) el.scrollIntoView?.({ block: 'start' });
    top = el.getBoundingClientRect().top;
  }, 100);
  const stop = () => {
    clearInterval(timer);
    clearTimeout(end);
    for (const type of USER_MOVES) window.removeEventListener(type, stop, true);
  };
  const end = setTimeout(stop, SETTLE_MS);
  for (const type of USER_MOVES) window.addEventListener(type, stop, true);
  return stop;
}

/**
 * Lands on `target` when the URL's fragment names `name`: when `ready` first becomes true, and on
 * every later change of the fragment (a section link, the browser's Back).
 */
export function useAnchor(name: string, target: RefObject<HTMLElement | null>, ready: boolean) {
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    let stop = () => {};
    const check = () => {
      const hash = window.location.hash;
      if (!hashNames(hash, name)) {
        landed.current = null;
        return;
      }
      if (landed.current === hash || !target.current) return;
      landed.current = hash;
      stop = landOn(target.current);
    };
    check();
    const again = () => {
      landed.current = null;
      check();
    };
    // Another part's link (a section link) ends this part's hold on the scroll.
    const other = () => {
      if (!hashNames(window.location.hash, name)) stop();
    };
    window.addEventListener('hashchange', other);
    window.addEventListener('hashchange', again);
    return () => {
      stop();
      window.removeEventListener('hashchange', other);
      window.removeEventListener('hashchange', again);
    };
  }, [name, target, ready]);
}

/**
 * Goes to `#<name>`: sets the fragment (a link to it can be shared) and lands there even when the
 * fragment was already that (a second click on the same section link).
 */
export function goToAnchor(name: string): void {
  if (window.location.hash === `#${name}`) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else window.location.hash = name;
}
