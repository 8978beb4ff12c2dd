import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first field of a dialog whose widget renders after the dialog opened (a lazy
 * chunk, or a form that loads its record first).
 *
 * Why: Fluent focuses the first focusable element when a dialog opens; with nothing focusable yet
 * it focuses the surface itself, and Tabster does not then activate the dialog's modalizer. An
 * inactive modalizer is hidden from assistive technology, so the surface stayed `aria-hidden`
 * (issue 13, seen in Chromium on My profile). Focus inside the surface activates it, and puts the
 * user on the first field as Change password, whose form is there at once, always did.
 */
/**
 * What a user tabs to, leaving out Tabster's focus-trap sentinels. A selector rather than Tabster's
 * finder, which also asks the layout whether an element shows and so finds nothing in jsdom.
 */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), ' +
  'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"]):not([data-tabster-dummy])';

export function useFocusWhenReady<T extends HTMLElement>(open: boolean) {
  const surfaceRef = useRef<T>(null);
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!open || !surface) return;
    /** True once focus is on something inside the surface (ours or the user's doing). */
    const settle = (): boolean => {
      const active = surface.ownerDocument.activeElement;
      if (active !== surface) return !!active && surface.contains(active);
      const first = surface.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
      return !!first;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => settle() && observer.disconnect());
    observer.observe(surface, { childList: true, subtree: true });
    // Fluent focuses the surface in its own effect, which may come after this one.
    surface.addEventListener('focus', settle);
    return () => {
      observer.disconnect();
      surface.removeEventListener('focus', settle);
    };
  }, [open]);
  return surfaceRef;
}
