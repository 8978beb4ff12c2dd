// The bill pages' layout: one column of sections, plain tables for lines, invoices and history.
import type { CSSProperties } from 'react';
import { token } from '../../kit/css-token';
import { plainCellStyle } from '../../kit/plain-table';

/** The kit's plain table cell (kit/plain-table.tsx). */
export const cellStyle = plainCellStyle;

export const wrapStyle: CSSProperties = {
  display: 'grid',
  // One column no wider than the page: a wide table scrolls in its box, not the page (390 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
};
export const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
export const gridStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingHorizontalM'),
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  alignItems: 'start',
};
