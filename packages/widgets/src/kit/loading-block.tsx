// A still "skeleton" while a list, form or detail loads: grey bars where the content will be, one
// indeterminate progressbar for assistive technology. Plain elements instead of Fluent's Skeleton
// (2 KB gzip per widget), and no shimmer, which also spares users who prefer reduced motion.
import type { CSSProperties } from 'react';
import { token } from './css-token';

export interface LoadingBlockProps {
  /** Read by screen readers: what is loading. */
  label: string;
  rows?: number;
  /** Height of each bar in px. */
  rowHeight?: number;
  gap?: number;
}

const barStyle: CSSProperties = {
  background: token('colorNeutralStencil1'),
  borderRadius: token('borderRadiusMedium'),
};

export function LoadingBlock({ label, rows = 4, rowHeight = 32, gap = 12 }: LoadingBlockProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      style={{ display: 'grid', gap, padding: token('spacingVerticalM') }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} style={{ ...barStyle, height: rowHeight }} />
      ))}
    </div>
  );
}
