import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogUrls, MENU_CATALOG, PUBLIC_ROUTES } from './catalog.ts';

function routesTxt(): string[] {
  const file = fileURLToPath(new URL('../../../../docs/routes.txt', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

describe('menu catalogue', () => {
  it('holds every route behind the login exactly once', () => {
    const urls = catalogUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const expected = routesTxt().filter((r) => !(PUBLIC_ROUTES as readonly string[]).includes(r));
    expect([...urls].sort()).toEqual([...expected].sort());
  });
  it('puts /sup/ routes on the supplier side and /hna/ and /sys/ on the buyer side', () => {
    for (const group of MENU_CATALOG) {
      for (const url of catalogUrls([group])) {
        expect(url.startsWith('/sup/') ? 'supplier' : 'buyer', url).toBe(group.side);
      }
    }
  });
  it('uses paths that are safe as flat i18n keys', () => {
    for (const url of catalogUrls()) expect(url).not.toMatch(/[.:]/);
  });
});
