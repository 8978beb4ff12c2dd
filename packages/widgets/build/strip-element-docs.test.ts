import { describe, expect, it } from 'vitest';
import { stripElementDocs } from './strip-element-docs.ts';

describe('stripElementDocs', () => {
  it('drops the documentation and `load`, and keeps what defining the element needs', () => {
    const source = `export default defineElementMeta({
  tag: 'sp-x',
  description:
    'A long ' + "text",
  attributes: [{ name: 'inquiry-id', type: 'string', description: \`multi
line\` }],
  events: [{ name: 'sp-done', prop: 'onDone', description: 'Done.', detail: '{ id: string }' }],
  module: 'widgets/sp-x/x.tsx',
  cssParts: [{ name: 'form', description: 'The form.' }],
  cssProperties: [{ name: '--sp-x-gap', description: 'Gap.' }],
  load: () => import('./x'),
});`;
    const out = stripElementDocs(source);
    expect(out).not.toMatch(/description|detail|long|multi|module|cssPart|cssPropert|load|import/);
    expect(out).toContain("tag: 'sp-x'");
    expect(out).toContain("name: 'inquiry-id', type: 'string'");
    expect(out).toContain("prop: 'onDone'");
  });
});
