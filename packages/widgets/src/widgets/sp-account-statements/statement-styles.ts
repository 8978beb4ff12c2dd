// The statement pages' layout: one column of sections, plain tables for the two sides' lines and
// the differences.
import type { CSSProperties } from 'react';
import { token } from '../../kit/css-token';

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
export const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
/** The box a table scrolls in sideways on a narrow window. */
export const tableBox: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };
export const cellStyle: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
  borderBottom: `1px solid ${token('colorNeutralStroke2')}`,
};
export const numberCell: CSSProperties = { ...cellStyle, textAlign: 'end' };
export const termsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${token('spacingVerticalS')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
export const termLabel: CSSProperties = { color: token('colorNeutralForeground3') };
/** A line the supplier disputed, or a difference: a tint and, beside it, words (never colour alone). */
export const markedRow: CSSProperties = { background: token('colorPaletteRedBackground1') };
