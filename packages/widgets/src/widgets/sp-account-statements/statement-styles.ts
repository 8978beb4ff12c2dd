// The statement pages' layout: one column of sections, plain tables for the two sides' lines and
// the differences.
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
export const sectionStyle: CSSProperties = { display: 'grid', gap: token('spacingVerticalM') };
export const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
export const numberCell: CSSProperties = { ...cellStyle, textAlign: 'end' };
/** A line the supplier disputed, or a difference: a tint and, beside it, words (never colour alone). */
export const markedRow: CSSProperties = { background: token('colorPaletteRedBackground1') };
