// The bar above a table while rows are selected: how many (announced politely), then the actions
// that apply to them. Lists and hand-written tables show the same bar.
import type { CSSProperties, ReactNode } from 'react';
import { token } from './css-token';

export interface BulkBarProps {
  /** The group's accessible name ("Actions on selected rows"). */
  label: string;
  /** "Selected 3", read out when it changes. */
  status: string;
  children: ReactNode;
}

const barStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: token('spacingHorizontalS'),
  padding: `${token('spacingVerticalXS')} ${token('spacingHorizontalS')}`,
  background: token('colorBrandBackground2'),
  borderRadius: token('borderRadiusMedium'),
};

export function BulkBar({ label, status, children }: BulkBarProps) {
  return (
    <div role="group" aria-label={label} part="bulk-bar" style={barStyle}>
      <span aria-live="polite">{status}</span>
      {children}
    </div>
  );
}
