// Renders each domain's browser-safe routes (`src/api/<domain>.routes.ts`) from its call
// definitions (`src/api/<domain>.ts`): the definitions are the only hand-written source of a call
// (see src/api/define.ts). generate-call-routes.ts writes the files; src/api/call-routes.test.ts
// fails when one is stale.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { isCallDef, type CallDef } from '../src/api/define.ts';

export const API_DIR = fileURLToPath(new URL('../src/api/', import.meta.url));

const DEFINITION = /^export const (\w+) = defineCall\(/gm;

/** The domains: every `src/api/<domain>.ts` that defines calls. */
export async function callDomains(): Promise<string[]> {
  const names = (await readdir(API_DIR)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.routes.ts') && !f.endsWith('.test.ts'),
  );
  const domains: string[] = [];
  for (const name of names.sort()) {
    const source = await readFile(join(API_DIR, name), 'utf8');
    if (source.includes('= defineCall(')) domains.push(name.slice(0, -'.ts'.length));
  }
  return domains;
}

/** `supplier-lists` → `supplierListsApi`: the object the widgets import. */
export function groupName(domain: string): string {
  return `${domain.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Api`;
}

export function routesFile(domain: string): string {
  return join(API_DIR, `${domain}.routes.ts`);
}

/** The routes file of one domain, formatted as Prettier would. */
export async function renderCallRoutes(domain: string): Promise<string> {
  const source = await readFile(join(API_DIR, `${domain}.ts`), 'utf8');
  const module = (await import(join(API_DIR, `${domain}.ts`))) as Record<string, unknown>;
  // In the order the definitions file lists them (a module namespace's keys are sorted).
  const names = [...source.matchAll(DEFINITION)].map((m) => m[1]!);
  const defined = Object.keys(module).filter((name) => isCallDef(module[name]));
  const unlisted = defined.filter((name) => !names.includes(name));
  if (unlisted.length) {
    throw new Error(
      `${domain}.ts: write ${unlisted.join(', ')} as \`export const x = defineCall(\``,
    );
  }
  const entries = names.map((name) => {
    const call = module[name] as CallDef;
    const fields = {
      method: call.method,
      path: call.path,
      encoding: call.encoding,
      audience: call.audience,
      auth: call.auth,
      ...(call.permission ? { permission: call.permission } : {}),
    };
    return `  ${name}: route<typeof calls.${name}>(${JSON.stringify(fields)}),`;
  });
  const text = [
    `// Generated from ${domain}.ts by \`npm run generate:routes\`: do not edit (a test fails when it`,
    '// is stale). The browser imports these routes: plain data, typed from the definitions by a',
    '// type-only import, so no zod reaches a widget bundle.',
    `import { route } from './define.ts';`,
    `import type * as calls from './${domain}.ts';`,
    '',
    `export const ${groupName(domain)} = {`,
    ...entries,
    '} as const;',
    '',
  ].join('\n');
  const file = routesFile(domain);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}
