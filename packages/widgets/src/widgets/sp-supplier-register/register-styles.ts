// The registration form's and its edit's styles.
import type { CSSProperties } from 'react';
import { token } from '../../kit/css-token';

export const fieldsetStyle: CSSProperties = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  // Two columns on a desktop, one on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  // A field with a hint beside one without must not stretch the other's input.
  alignItems: 'start',
};
export const legendStyle: CSSProperties = {
  padding: 0,
  marginBottom: token('spacingVerticalS'),
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
export const wide: CSSProperties = { gridColumn: '1 / -1' };
export const conductStyle: CSSProperties = {
  ...wide,
  maxHeight: 200,
  overflowY: 'auto',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
  border: `1px solid ${token('colorNeutralStroke1')}`,
  borderRadius: token('borderRadiusMedium'),
  backgroundColor: token('colorNeutralBackground2'),
  fontSize: token('fontSizeBase300'),
  lineHeight: token('lineHeightBase300'),
};
/** The check, its answer and the form's message close together (an empty alert takes no room). */
export const actionsStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalS'),
};
export const muted: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
export const freeStyle: CSSProperties = { color: token('colorPaletteGreenForeground1') };

export const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalXL'),
  boxSizing: 'border-box',
};
export const h2: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
  outline: 'none',
};
