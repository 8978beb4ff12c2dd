import { describe, expect, it } from 'vitest';
import { stripElementDocs } from './strip-element-docs.ts';

describe('stripElementDocs', () => {
  it('drops the description and detail texts and the module path, and keeps what the loader needs', () => {
    const source = `export default defineElementMeta({
  tag: 'sp-x',
  description:
    'A long ' + "text",
  attributes: [{ name: 'inquiry-id', type: 'string', description: \`multi
line\` }],
  events: [{ name: 'sp-done', prop: 'onDone', description: 'Done.', detail: '{ id: string }' }],
  module: 'widgets/sp-x/x.tsx',
  load: () => import('./x'),
});`;
    const out = stripElementDocs(source);
    expect(out).not.toMatch(/description|detail|long|multi|module/);
    expect(out).toContain("tag: 'sp-x'");
    expect(out).toContain("name: 'inquiry-id', type: 'string'");
    expect(out).toContain("prop: 'onDone'");
    expect(out).toContain("load: () => import('./x')");
  });
});
