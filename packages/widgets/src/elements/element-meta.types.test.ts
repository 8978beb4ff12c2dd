// Element files are checked against their components' props at compile time: the
// `@ts-expect-error` lines below fail the type check if they ever compile.
import { describe, expect, it } from 'vitest';
import { defineElementMeta } from './element-meta';

const load = () => import('../widgets/sp-supplier-list/supplier-list');

describe('element metadata', () => {
  it("compiles only when it fits the component's props", () => {
    const metas = [
      defineElementMeta({
        tag: 'sp-supplier-list',
        module: '',
        description: '',
        attributes: [
          { name: 'entry-id', type: 'string', description: '' },
          // @ts-expect-error a misspelt attribute
          { name: 'entry-di', type: 'string', description: '' },
          // @ts-expect-error an attribute of the wrong type
          { name: 'list', type: 'number', description: '' },
        ],
        // @ts-expect-error the widget shows links, so the element says which
        refs: {},
        events: [
          // @ts-expect-error an event raised by a prop the component does not have
          { name: 'sp-open', prop: 'onOpen', description: '' },
        ],
        load,
      }),
      defineElementMeta({
        tag: 'sp-supplier-lists',
        module: '',
        description: '',
        attributes: [],
        events: [],
        // @ts-expect-error the module has no component named for the tag
        load,
      }),
    ];
    expect(metas.map((m) => m.tag)).toEqual(['sp-supplier-list', 'sp-supplier-lists']);
  });
});
