import type { MouseEvent } from 'react';

/**
 * Client-side navigation for a real link: plain left clicks stay in the app, while modified or
 * middle clicks keep the browser's behaviour (open in a new tab or window).
 */
export function handleLinkClick(event: MouseEvent, go: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  go();
}
