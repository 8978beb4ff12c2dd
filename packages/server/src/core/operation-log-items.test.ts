// Every item the server writes to the operation log has words in both languages
// (@portal/contract's OPERATION_LOG_ITEMS; the list and the export show them instead of the code).
// The writers' item literals are read from the source: a new writer, or a new code in an old one,
// without words fails here rather than showing its code to a person.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATION_LOG_ITEMS, operationLogItemText } from '@portal/contract';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|\`(?:[^\`\\]|\\.)*\`)`;

/** Where a writer names its item, and the code prefix the literal continues. */
const SITES: { pattern: RegExp; prefix: string; onlyWhere?: RegExp }[] = [
  // OperationLog.write({ ..., item: '...' }) and loggedChange's `{ item, changes }` answer.
  { pattern: new RegExp(String.raw`\bitem:\s*` + LITERAL, 'g'), prefix: '' },
  // logAction(actor, type, '...')
  {
    pattern: new RegExp(
      String.raw`logAction\(\s*[\w.]+(?:\([^()]*\))?,\s*[^,()]+,\s*` + LITERAL,
      'g',
    ),
    prefix: '',
  },
  // loggedChange(ctx, actor, type, '...', ...) and the supplier lists' `write` (the same function).
  {
    pattern: new RegExp(
      String.raw`\b(?:loggedChange|write)\(\s*[^,()]+,\s*actor,\s*[^,()]+,\s*` + LITERAL,
      'g',
    ),
    prefix: '',
  },
  // A loggedChange callback answering the item itself (a string).
  {
    pattern: new RegExp(String.raw`\breturn\s+` + LITERAL + String.raw`;`, 'g'),
    prefix: '',
    onlyWhere: /\bloggedChange\b|from '\.\/shared\.ts'/,
  },
  // supplier/invites.ts: #log(trx, actor, '...')
  { pattern: new RegExp(String.raw`#log\(\s*trx,\s*actor,\s*` + LITERAL, 'g'), prefix: '' },
  // supplier/audit.ts: auditLogItem('<action>', ...) writes `supplier.<action>`.
  { pattern: new RegExp(String.raw`auditLogItem\(\s*` + LITERAL, 'g'), prefix: 'supplier.' },
  // supplier-profile/service.ts: #change(actor, version, state, '<what>', ...) writes
  // `supplier.profile.<what>`.
  {
    pattern: new RegExp(String.raw`#change\(\s*actor,\s*[\w.]+,\s*'\w+',\s*` + LITERAL, 'g'),
    prefix: 'supplier.profile.',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'seed' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each written item's code: static, or a family whose last part is a value (`staff.${action}`). */
function writtenCodes(): { code: string; family: boolean; where: string }[] {
  const found: { code: string; family: boolean; where: string }[] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const site of SITES) {
      if (site.onlyWhere && !site.onlyWhere.test(text)) continue;
      for (const m of text.matchAll(site.pattern)) {
        const body = site.prefix + m[1]!.slice(1, -1);
        if (body === site.prefix) continue; // '' : the change's callback names the item
        const where = `${relative(SRC, file)}: ${m[0].slice(0, 80)}`;
        const head = /^[^ :$]*/.exec(body)![0];
        const dynamic = body.slice(head.length).startsWith('${');
        found.push({ code: dynamic ? head.replace(/\.$/, '') : head, family: dynamic, where });
      }
    }
  }
  return found;
}

describe('operation log items', () => {
  const table: Record<string, { en: string; zh: string }> = OPERATION_LOG_ITEMS;

  it('have words for every code a writer uses', () => {
    const codes = writtenCodes();
    // The scan itself still sees the writers (a changed call shape would make it find nothing).
    expect(codes.length).toBeGreaterThan(50);
    const missing = codes.filter((c) => !Object.hasOwn(table, c.code)).map((c) => c.where);
    expect(missing).toEqual([]);
  });

  it('are proper text in both languages', () => {
    for (const [code, words] of Object.entries(table)) {
      expect(words.en, code).toMatch(/^[A-Z]/);
      expect(words.en, code).not.toMatch(/[\u4e00-\u9fff]/);
      expect(words.zh, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('read as words with what they concern, a value family with its value', () => {
    expect(operationLogItemText('login', 'zh')).toBe('登录系统');
    expect(operationLogItemText('supplier.audit:a1', 'en')).toBe('Started supplier audit: a1');
    expect(operationLogItemText('roles.update R01 +[a] -[]', 'zh')).toBe('修改角色 R01 +[a] -[]');
    expect(operationLogItemText('bargaining.later:r1', 'en')).toBe('Bargaining (later): r1');
    expect(operationLogItemText('no code here', 'en')).toBe('no code here');
    expect(operationLogItemText('', 'en')).toBe('');
  });
});
