import { describe, expect, it } from 'vitest';
import { MENU_CATALOG, catalogUrls, menuGroupKey, menuTitleKey } from '@portal/contract';
import { i18n } from '@portal/widgets';
import '../i18n/host-translations';
import '../i18n/menu-translations';
import { ROUTE_TABLE } from '../routes/route-table';
import enHost from './en/host.json';
import zhHost from './zh/host.json';
import enMenu from './en/menu.json';
import zhMenu from './zh/menu.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('host locales', () => {
  it('en and zh have the same keys', () => {
    expect(keys(zhHost).sort()).toEqual(keys(enHost).sort());
    expect(keys(zhMenu).sort()).toEqual(keys(enMenu).sort());
  });

  it('no text is empty, and zh is really translated', () => {
    for (const [ns, en] of [
      ['host', enHost],
      ['menu', enMenu],
    ] as const) {
      const zhT = i18n.getFixedT('zh', ns);
      for (const key of keys(en)) {
        expect(zhT(key), key).not.toBe('');
        expect(zhT(key), key).not.toBe(key);
      }
    }
  });

  it.each(['en', 'zh'])('%s has a title for every catalogue url and group', (lang) => {
    const t = i18n.getFixedT(lang);
    for (const url of catalogUrls()) {
      expect(i18n.exists(menuTitleKey(url), { lng: lang }), url).toBe(true);
      expect(t(menuTitleKey(url))).not.toContain('/');
    }
    for (const group of MENU_CATALOG) {
      expect(i18n.exists(menuGroupKey(group), { lng: lang }), group.key).toBe(true);
    }
  });

  it.each(['en', 'zh'])('%s has a title for every route of the table', (lang) => {
    for (const route of ROUTE_TABLE) {
      expect(i18n.exists(route.titleKey, { lng: lang }), route.path).toBe(true);
    }
  });
});
