// The layer rule on imports a file of each layer might write: what crosses a layer is refused with
// its reason, what follows the layers passes.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from './import-layers.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const linter = new Linter({ configType: 'flat' });

function problems(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { layers },
          rules: { 'layers/imports': 'error' },
        },
      ],
      { filename: join(ROOT, file) },
    )
    .map((m) => m.message);
}

const W = 'packages/widgets/src';
const S = 'packages/server/src';

describe('layers/imports', () => {
  it('keeps widgets apart, and the kit below them', () => {
    expect(problems(`${W}/widgets/sp-a/a.tsx`, "import { b } from '../sp-b/b.tsx';")).toEqual([
      'a widget never imports another widget (sp-b).',
    ]);
    expect(problems(`${W}/widgets/sp-a/a.tsx`, "import { k } from '../../kit/k.tsx';")).toEqual([]);
    expect(problems(`${W}/kit/k.tsx`, "import { a } from '../widgets/sp-a/a.tsx';")).toEqual([
      'the kit never imports a widget.',
    ]);
  });

  it('keeps the server off the widgets and the host, and modules behind their entries', () => {
    expect(problems(`${S}/app.ts`, "import { w } from '@portal/widgets';")).toEqual([
      'the server never imports the widgets or the host.',
    ]);
    expect(problems(`${S}/modules/a/x.ts`, "import { y } from '../b/y.ts';")[0]).toMatch(
      /through its public entry \(modules\/b\/index.ts\)/,
    );
    expect(problems(`${S}/modules/a/x.ts`, "export { y } from '../b/index.ts';")).toEqual([]);
    expect(problems(`${S}/modules/a/x.ts`, "import { z } from './z.ts';")).toEqual([]);
    expect(problems(`${S}/core/c.ts`, "import { y } from '../modules/b/index.ts';")).toEqual([
      'the shared server layer core/ imports no module (b).',
    ]);
    expect(problems(`${S}/seed/s.ts`, "const m = import('../modules/b/y.ts');")).toHaveLength(1);
  });

  it('keeps the contract to itself, and migrations to what they were', () => {
    expect(problems('packages/contract/src/a.ts', "import { s } from '@portal/widgets';")).toEqual([
      'the contract imports nothing of ours outside itself.',
    ]);
    expect(problems('packages/contract/src/api/a.ts', "import { z } from 'zod';")).toEqual([]);
    expect(
      problems(`${S}/db/migrations/0099-x.ts`, "import { AUDIT_STATES } from '@portal/contract';"),
    ).toEqual(['a migration must mean the same thing forever: inline the values it uses.']);
  });
});
