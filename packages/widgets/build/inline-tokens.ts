// Vite plugin: replaces `tokens.<name>` and `typographyStyles.<name>` of Fluent's theme with their
// values at build time. Each value is just the CSS variable (`tokens.colorNeutralForeground1` is
// "var(--colorNeutralForeground1)"), but reading one property keeps the whole map in the bundle:
// Fluent's Button and Input styles read a few at run time, which brought the 467-entry token map
// (5 KB gzip) into the first visit to /login. After the replacement nothing reads the maps and they
// are tree-shaken. Used by the widgets' and the host's builds; the values come from the same
// @fluentui/tokens package, and an unknown name fails the build.
import type { Plugin } from 'vite';

const SOURCES = /^@fluentui\/(?:react-theme|tokens|react-components)$/;
const IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const MAPS = ['tokens', 'typographyStyles'] as const;

type Maps = Record<(typeof MAPS)[number], Record<string, unknown>>;

/** Local names under which a module imports the two maps from Fluent. */
function importedMaps(code: string): Map<string, (typeof MAPS)[number]> {
  const found = new Map<string, (typeof MAPS)[number]>();
  for (const [, names = '', from = ''] of code.matchAll(IMPORTS)) {
    if (!SOURCES.test(from)) continue;
    for (const spec of names.split(',')) {
      const [imported, local = imported] = spec
        .trim()
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const map = MAPS.find((m) => m === imported);
      if (map && local && !spec.trim().startsWith('type ')) found.set(local, map);
    }
  }
  return found;
}

export function inlineTokens(code: string, maps: Maps, id = 'module'): string | null {
  if (!code.includes('tokens.') && !code.includes('typographyStyles.')) return null;
  const locals = importedMaps(code);
  if (!locals.size) return null;
  const uses = [...locals].map(([local, map]) => ({
    map,
    // Not a member of something else (`x.tokens`), not part of a path (`./utils/tokens.js`).
    re: new RegExp(
      String.raw`(?<![\w$/'"\`-])(?<!(?<!\.)\.)${local.replace('$', '\\$')}\.([A-Za-z_$][\w$]*)`,
      'g',
    ),
  }));
  const out = code
    .split('\n')
    .map((line) => {
      if (/^\s*(import|export)\b.*\bfrom\s*["']/.test(line)) return line;
      for (const { map, re } of uses) {
        line = line.replace(re, (_, name: string) => {
          const value = maps[map][name];
          if (value === undefined) throw new Error(`${id}: Fluent's ${map} has no ${name}`);
          return `(${JSON.stringify(value)})`;
        });
      }
      return line;
    })
    .join('\n');
  return out === code ? null : out;
}

export function inlineTokensPlugin(): Plugin {
  let maps: Promise<Maps> | undefined;
  return {
    name: 'portal-inline-tokens',
    apply: 'build',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes('tokens.') && !code.includes('typographyStyles.')) return null;
      maps ??= import('@fluentui/tokens').then(({ tokens, typographyStyles }) => ({
        tokens,
        typographyStyles,
      }));
      const out = inlineTokens(code, await maps, id);
      // Replacements stay on their lines, so the source map is off by a few columns at most.
      return out === null ? null : { code: out, map: null };
    },
  };
}
