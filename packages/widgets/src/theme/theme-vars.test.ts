// The theme's tokens read the embedding page's --sp-* properties first, with Fluent's own values
// behind them, so an unthemed page looks as before and a themed one changes only what it set.
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';
import { THEME_PROPERTIES, themeOverrides } from './theme-vars';

describe('theming', () => {
  it('maps each documented property onto its Fluent tokens, falling back to Fluent', () => {
    expect(themeCss).toContain('--colorBrandBackground: var(--sp-color-brand, #0f6cbd);');
    expect(themeCss).toContain(
      '--colorBrandBackgroundHover: var(--sp-color-brand-hover, var(--sp-color-brand, #115ea3));',
    );
    expect(themeCss).toContain('--borderRadiusMedium: var(--sp-radius, 4px);');
    expect(themeCss).toMatch(/--fontFamilyBase: var\(--sp-font-family, 'Segoe UI'/);
    // Fluent's rule comes first, so a page that sets nothing gets its values; others stay as they are.
    expect(themeCss.indexOf('--colorBrandBackground: #0f6cbd;')).toBeLessThan(
      themeCss.indexOf('--colorBrandBackground: var('),
    );
    expect(themeCss).toContain('--colorNeutralForeground2: #424242;');
  });

  it('names only tokens Fluent has, each once', () => {
    const seen = new Set<string>();
    expect(themeOverrides('.x', { colorBrandBackground: '#0f6cbd', other: '1px' })).toBe(
      '.x { --colorBrandBackground: var(--sp-color-brand, #0f6cbd); }',
    );
    for (const p of THEME_PROPERTIES) {
      expect(p.name).toMatch(/^--sp-[a-z-]+$/);
      for (const token of p.tokens) {
        expect(seen.has(token)).toBe(false);
        seen.add(token);
        expect(themeCss).toContain(`--${token}: var(${p.name}`);
      }
    }
  });
});
