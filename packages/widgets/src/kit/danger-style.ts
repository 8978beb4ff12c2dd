// The primary button of a destructive answer, red: Fluent's own variables recoloured, so hover and
// pressed still work (an inline background would freeze them). Used by the confirm dialog and by a
// form marked `danger` (a decline with a reason).
import type { CSSProperties } from 'react';
import { token } from './css-token';

export const dangerButtonStyle = {
  '--colorBrandBackground': token('colorStatusDangerBackground3'),
  '--colorBrandBackgroundHover': token('colorStatusDangerBackground3Hover'),
  '--colorBrandBackgroundPressed': token('colorStatusDangerBackground3Pressed'),
} as CSSProperties;
