// The route table's widget entries are checked against the widgets' props at compile time (the
// `@ts-expect-error` lines below fail the type check if they ever compile); this file runs them too.
import { describe, expect, it } from 'vitest';
import type { WidgetUse } from './route-table';

const tierPage = '/hna/secondSup/detailAuthorize?id={id}';

describe("the route table's widget entries", () => {
  it('compile only when props, query parameters and links fit the widget', () => {
    const fits: WidgetUse = {
      tag: 'sp-supplier-list',
      props: { list: 'tiers' },
      links: { tierDetail: tierPage },
    };
    // @ts-expect-error a misspelt prop
    const misspelt: WidgetUse = { tag: 'sp-supplier-list', props: { lsit: 'tiers' } };
    // @ts-expect-error a prop of the wrong type
    const wrongType: WidgetUse = { tag: 'sp-supplier-profile', props: { readonly: 'yes' } };
    // @ts-expect-error a query parameter for a prop that is not a string
    const wrongQuery: WidgetUse = { tag: 'sp-supplier-profile', query: { readonly: 'ro' } };
    // @ts-expect-error a link the widget does not have
    const unknownLink: WidgetUse = { tag: 'sp-supplier-list', links: { tierPage } };
    const tiers = 'sp-supplier-list';
    // @ts-expect-error a URL template without the ref's {id}
    const noParam: WidgetUse = { tag: tiers, links: { tierDetail: '/hna/secondSup/index' } };
    // @ts-expect-error a path that is no route of this host
    const noRoute: WidgetUse = { tag: tiers, links: { tierDetail: '/hna/nowhere?id={id}' } };
    const entries = [fits, misspelt, wrongType, wrongQuery, unknownLink, noParam, noRoute];
    expect(entries.map((e) => e.tag)).toContain('sp-supplier-list');
  });
});
