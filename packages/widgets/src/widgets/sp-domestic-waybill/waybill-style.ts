// The waybill pages' layout: a padded column and its heading, as the transport screens have.
import type { CSSProperties } from 'react';
import { token } from '../../kit/css-token';

export const pageStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
};
export const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  fontWeight: token('fontWeightSemibold'),
};
