// How an embedding page themes the widgets: a few documented CSS custom properties, set on the page
// (`sp-supplier-list { --sp-color-brand: #c8102e; }` or on :root). Custom properties inherit into
// shadow roots, so each maps onto the Fluent tokens that the widgets' sheet defines: the build
// writes those tokens again as `var(--sp-…, <Fluent's value>)` after the theme
// (build/theme-css-plugin.ts), so a page that sets nothing sees Fluent's light theme, and no other
// page style reaches inside. Listed in
// custom-elements.json as `cssProperties` (build/custom-elements-manifest.ts).

export interface ThemeProperty {
  name: `--sp-${string}`;
  description: string;
  /** The Fluent tokens it sets. */
  tokens: readonly string[];
  /** A property to fall back on before Fluent's value (hover follows the brand colour). */
  fallback?: `--sp-${string}`;
}

export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  {
    name: '--sp-color-brand',
    description:
      'Brand colour: primary buttons, links, the selected tab, focus and brand strokes (Fluent #0f6cbd).',
    tokens: [
      'colorBrandBackground',
      'colorCompoundBrandBackground',
      'colorCompoundBrandStroke',
      'colorCompoundBrandForeground1',
      'colorBrandForeground1',
      'colorBrandForegroundLink',
      'colorBrandForegroundLinkSelected',
      'colorBrandStroke1',
      'colorNeutralForeground2BrandSelected',
      'colorNeutralForeground3BrandSelected',
    ],
  },
  {
    name: '--sp-color-brand-hover',
    description: 'The brand colour under the pointer (falls back to --sp-color-brand).',
    fallback: '--sp-color-brand',
    tokens: [
      'colorBrandBackgroundHover',
      'colorCompoundBrandBackgroundHover',
      'colorCompoundBrandStrokeHover',
      'colorCompoundBrandForeground1Hover',
      'colorBrandForeground2',
      'colorBrandForegroundLinkHover',
      'colorNeutralForeground2BrandHover',
      'colorNeutralForeground3BrandHover',
    ],
  },
  {
    name: '--sp-color-brand-pressed',
    description:
      'The brand colour while pressed or selected (falls back to --sp-color-brand-hover).',
    fallback: '--sp-color-brand-hover',
    tokens: [
      'colorBrandBackgroundPressed',
      'colorBrandBackgroundSelected',
      'colorCompoundBrandBackgroundPressed',
      'colorCompoundBrandStrokePressed',
      'colorCompoundBrandForeground1Pressed',
      'colorBrandForegroundLinkPressed',
      'colorNeutralForeground2BrandPressed',
      'colorNeutralForeground3BrandPressed',
    ],
  },
  {
    name: '--sp-color-on-brand',
    description: 'Text on the brand colour, e.g. a primary button’s label (white).',
    tokens: ['colorNeutralForegroundOnBrand'],
  },
  {
    name: '--sp-color-text',
    description: 'Body text (#242424).',
    tokens: ['colorNeutralForeground1'],
  },
  {
    name: '--sp-color-background',
    description: 'Background of the widget, its cards, inputs and dialogs (white).',
    tokens: ['colorNeutralBackground1'],
  },
  {
    name: '--sp-font-family',
    description: 'Font family of every text (Segoe UI and system fonts).',
    tokens: ['fontFamilyBase'],
  },
  {
    name: '--sp-radius',
    description: 'Corner radius of buttons, inputs, badges and menus (4px).',
    tokens: ['borderRadiusMedium'],
  },
  {
    name: '--sp-radius-large',
    description: 'Corner radius of dialogs and cards (6px and 8px).',
    tokens: ['borderRadiusLarge', 'borderRadiusXLarge'],
  },
];

/** A property's value in CSS: the page's property, its fallback property, then Fluent's value. */
function themed(property: ThemeProperty, value: string): string {
  const chain = (p: ThemeProperty | undefined, inner: string): string =>
    p ? `var(${p.name}, ${chain(fallbackOf(p), inner)})` : inner;
  return chain(property, value);
}
function fallbackOf(property: ThemeProperty): ThemeProperty | undefined {
  return THEME_PROPERTIES.find((p) => p.name === property.fallback);
}

/**
 * A second rule after the theme's: the mapped tokens reading the page's properties first (build
 * time). Written here rather than through Fluent's createCSSRuleFromTheme, which drops values with
 * nested var() or quoted fonts.
 */
export function themeOverrides(selector: string, theme: object): string {
  const tokens = theme as Readonly<Record<string, string | number | undefined>>;
  const declarations: string[] = [];
  for (const property of THEME_PROPERTIES) {
    for (const token of property.tokens) {
      const value = tokens[token];
      if (value !== undefined) declarations.push(`--${token}: ${themed(property, String(value))};`);
    }
  }
  return `${selector} { ${declarations.join(' ')} }`;
}
