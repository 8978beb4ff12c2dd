// The rows of a long page, virtualized: only those in view (plus a margin) are rendered, between
// two spacer rows that keep the scroll height. Loaded lazily by ListTable, so TanStack Virtual
// (~9 KB gzip) reaches a widget only when one of its pages is long.
import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsProps {
  count: number;
  /** Fixed (cells do not wrap), so nothing needs measuring. */
  rowHeight: number;
  /** Height of the scroller: what is in view before the first measurement. */
  height: number;
  /** Columns the spacer cells span. */
  span: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (index: number) => ReactNode;
}

function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export default function VirtualRows({
  count,
  rowHeight,
  height,
  span,
  scrollRef,
  renderRow,
}: VirtualRowsProps) {
  // The virtualizer's functions change every render; nothing here is memoized, so that is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <Spacer height={top} span={span} />
      {items.map((item) => renderRow(item.index))}
      <Spacer height={bottom} span={span} />
    </>
  );
}
