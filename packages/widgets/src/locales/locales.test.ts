// en and zh must hold the same files and the same keys (docs/architecture.md#packages-and-layers).
import { describe, expect, it } from 'vitest';

const all = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});
const files = (lang: string) =>
  Object.keys(all)
    .filter((p) => p.startsWith(`./${lang}/`))
    .map((p) => p.slice(lang.length + 3))
    .sort();
const read = (lang: string, file: string) => all[`./${lang}/${file}`];

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [value];
  return Object.values(value).flatMap(leaves);
}

describe('locales', () => {
  it('has the same files in en and zh', () => {
    expect(files('en').length).toBeGreaterThan(0);
    expect(files('zh')).toEqual(files('en'));
  });

  for (const file of files('en')) {
    it(`${file}: same keys, no empty text`, () => {
      const en = read('en', file);
      const zh = read('zh', file);
      expect(keys(zh).sort()).toEqual(keys(en).sort());
      for (const text of [...leaves(en), ...leaves(zh)]) {
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    });
  }
});
