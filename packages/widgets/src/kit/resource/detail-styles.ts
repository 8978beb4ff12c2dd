// The look of a detail's sections (a heading, then terms and values in a grid that wraps to one
// column on a phone), shared by the kit's ResourceDetail and the sections a widget lays out itself
// (a contract's invoice information), so every detail page reads the same.
import type { CSSProperties } from 'react';
import { token } from '../css-token';

/** The page: sections one below the other. */
export const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
/** The page's title (the record's name). */
export const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
export const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
export const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
export const termStyle: CSSProperties = {
  color: token('colorNeutralForeground3'),
  fontSize: token('fontSizeBase200'),
};
export const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
export const wideStyle: CSSProperties = { gridColumn: '1 / -1' };
export const emptyStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
