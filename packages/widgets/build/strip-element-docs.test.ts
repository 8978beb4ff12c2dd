import { describe, expect, it } from 'vitest';
import { stripElementDocs } from './strip-element-docs.ts';

describe('stripElementDocs', () => {
  it('drops description and detail texts and keeps what the loader needs', () => {
    const source = `export default defineElementMeta({
  tag: 'sp-x',
  description:
    'A long ' + "text",
  attributes: [{ name: 'inquiry-id', type: 'string', description: \`multi
line\` }],
  events: [{ name: 'sp-done', prop: 'onDone', description: 'Done.', detail: '{ id: string }' }],
  load: () => import('./x'),
});`;
    const out = stripElementDocs(source);
    expect(out).not.toMatch(/description|detail|long|multi/);
    expect(out).toContain("tag: 'sp-x'");
    expect(out).toContain("name: 'inquiry-id', type: 'string'");
    expect(out).toContain("prop: 'onDone'");
    expect(out).toContain("load: () => import('./x')");
  });
});
