// Puts the portal node in the top layer while it holds something, so a dialog is not clipped or
// covered by a transformed / overflow:hidden / z-indexed ancestor on the embedding page.
export function keepInTopLayer(node: HTMLElement): () => void {
  if (typeof node.showPopover !== 'function') return () => undefined;
  node.setAttribute('popover', 'manual');
  const sync = () => {
    const open = node.matches(':popover-open');
    const wanted = node.childElementCount > 0;
    try {
      if (wanted && !open) node.showPopover();
      if (!wanted && open) node.hidePopover();
    } catch {
      // Disconnected meanwhile: nothing to show.
    }
  };
  const observer = new MutationObserver(sync);
  observer.observe(node, { childList: true });
  sync();
  return () => observer.disconnect();
}
