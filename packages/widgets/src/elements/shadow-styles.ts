// ONE constructed stylesheet shared by every shadow root: the theme tokens (FluentProvider would
// write them to document.head, out of the shadow root's reach) and a reset that stops the page's
// inherited styles (font, colour, letter-spacing) at the widget's root. The tokens are CSS text made
// at build time (src/theme), not webLightTheme: the theme object alone cost 15 KB gzip.
import { ROOT_CLASS, themeCss } from '../theme/theme-css';

export { ROOT_CLASS };
export const PORTALS_CLASS = 'sp-portals';

let shared: CSSStyleSheet | null | undefined;

export function sharedStyleSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
:host { display: block; }
:host([hidden]) { display: none; }
.${ROOT_CLASS} {
  all: initial; display: block;
  font-family: var(--fontFamilyBase); font-size: var(--fontSizeBase300);
  line-height: var(--lineHeightBase300); color: var(--colorNeutralForeground1);
}
.${PORTALS_CLASS} {
  position: fixed; inset: 0 auto auto 0; width: 0; height: 0; margin: 0; padding: 0;
  border: 0; overflow: visible; background: transparent; color: inherit;
}
${themeCss}`);
    shared = sheet;
  } catch {
    // No constructable stylesheets (old engines, jsdom): widgets still work, unthemed.
    shared = null;
  }
  return shared;
}

export function adoptSharedSheet(root: ShadowRoot): () => void {
  const sheet = sharedStyleSheet();
  if (!sheet || !('adoptedStyleSheets' in root)) return () => undefined;
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  }
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
