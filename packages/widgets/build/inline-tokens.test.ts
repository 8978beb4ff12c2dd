import { describe, expect, it } from 'vitest';
import { tokens, typographyStyles } from '@fluentui/tokens';
import { inlineTokens } from './inline-tokens.ts';

const maps = { tokens, typographyStyles };

describe('inlineTokens', () => {
  it("replaces the maps' properties by their values, under any local name", () => {
    const code = [
      `import { tokens as t, typographyStyles } from "@fluentui/react-theme";`,
      `const a = t.colorNeutralForeground1, b = \`calc(\${t.strokeWidthThin} + 1px)\`;`,
      `const c = { ...typographyStyles.body1 }, z = t.zIndexPopup;`,
    ].join('\n');
    const out = inlineTokens(code, maps)!;
    expect(out).toContain('const a = ("var(--colorNeutralForeground1)")');
    expect(out).toContain('calc(${("var(--strokeWidthThin)")} + 1px)');
    expect(out).toContain('...({"fontFamily":"var(--fontFamilyBase)"');
    expect(out).toContain('z = ("var(--zIndexPopup, 2000)")');
    expect(out).not.toMatch(/\bt\.|typographyStyles\./);
    // The values are Fluent's own.
    expect(out).toContain(`(${JSON.stringify(tokens.zIndexPopup)})`);
  });

  it('leaves modules alone that do not import the maps from Fluent, and other objects', () => {
    expect(inlineTokens('const tokens = { a: 1 }; tokens.a;', maps)).toBeNull();
    const code = [
      `import { tokens } from "@fluentui/react-components";`,
      `import { levelToken } from "../../utils/tokens.js";`,
      `x.tokens.a; tokens.colorBrandBackground;`,
    ].join('\n');
    const out = inlineTokens(code, maps);
    expect(out).toContain('x.tokens.a; ("var(--colorBrandBackground)")');
    expect(out).toContain('from "../../utils/tokens.js"');
  });

  it('fails on a name the map does not have', () => {
    const code = `import { tokens } from '@fluentui/tokens';\ntokens.colourTypo;`;
    expect(() => inlineTokens(code, maps, 'x.js')).toThrow(
      "x.js: Fluent's tokens has no colourTypo",
    );
  });
});
