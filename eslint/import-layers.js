// The layer rules of docs/architecture.md as one ESLint rule, `layers/imports`: every import (static,
// dynamic, re-export) is resolved to a file of the repository and refused when it crosses a layer
// the wrong way:
//   - a widget never imports another widget, and the kit never imports a widget;
//   - the server never imports the widgets or the host;
//   - outside a server module, only the module's public entry (`modules/<name>/index.ts`) may be
//     imported; the shared server layers (core, http, db, plugins) import no module at all;
//   - the contract imports nothing of ours outside itself;
//   - a migration imports nothing of the contract and no module: it must mean the same thing forever.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where our packages' bare specifiers lead (their package.json "exports"). */
const PACKAGES = {
  '@portal/contract': 'packages/contract/src/index.ts',
  '@portal/widgets': 'packages/widgets/src/index.ts',
  '@portal/widgets/testing': 'packages/widgets/src/testing/index.ts',
  '@portal/host': 'packages/host/src',
  '@portal/server': 'packages/server/src/app.ts',
};

/** A repository path (with `/`), or null for a package of npm. */
function target(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    return relative(ROOT, resolve(dirname(fromFile), specifier))
      .split(sep)
      .join('/');
  }
  if (PACKAGES[specifier]) return PACKAGES[specifier];
  const widget = /^@portal\/widgets\/widgets\/(.+)$/.exec(specifier);
  if (widget) return `packages/widgets/src/widgets/${widget[1]}`;
  if (specifier.startsWith('@portal/')) return `packages/${specifier.slice('@portal/'.length)}`;
  return null;
}

/** What a repository path belongs to. */
function element(path) {
  let m;
  if (path.startsWith('packages/contract/')) return { kind: 'contract' };
  if ((m = /^packages\/widgets\/src\/widgets\/([^/]+)/.exec(path))) {
    return { kind: 'widget', name: m[1].replace(/\.tsx?$/, '') };
  }
  if (path.startsWith('packages/widgets/src/kit/')) return { kind: 'kit' };
  if (path.startsWith('packages/widgets/')) return { kind: 'widgets' };
  if (path.startsWith('packages/host/')) return { kind: 'host' };
  if (path.startsWith('packages/server/src/db/migrations/')) return { kind: 'migration' };
  if ((m = /^packages\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(path))) {
    return { kind: 'module', name: m[1], rest: m[2] };
  }
  if ((m = /^packages\/server\/src\/(core|http|db|plugins)\//.exec(path))) {
    return { kind: 'server-shared', name: m[1] };
  }
  if (path.startsWith('packages/server/')) return { kind: 'server' };
  return { kind: 'other' };
}

const SERVER = new Set(['server', 'server-shared', 'module', 'migration']);

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to, toPath) {
  if (from.kind === 'contract' && to.kind !== 'contract') {
    return 'the contract imports nothing of ours outside itself';
  }
  if (from.kind === 'widget' && to.kind === 'widget' && from.name !== to.name) {
    return `a widget never imports another widget (${to.name})`;
  }
  if (from.kind === 'kit' && to.kind === 'widget') return 'the kit never imports a widget';
  if (
    SERVER.has(from.kind) &&
    (to.kind === 'widgets' || to.kind === 'widget' || to.kind === 'kit' || to.kind === 'host')
  ) {
    return 'the server never imports the widgets or the host';
  }
  if (from.kind === 'migration' && (to.kind === 'contract' || to.kind === 'module')) {
    return 'a migration must mean the same thing forever: inline the values it uses';
  }
  if (to.kind === 'module' && !(from.kind === 'module' && from.name === to.name)) {
    if (from.kind === 'server-shared') {
      return `the shared server layer ${from.name}/ imports no module (${to.name})`;
    }
    if (to.rest !== 'index.ts') {
      return `import module ${to.name} through its public entry (modules/${to.name}/index.ts), not ${toPath}`;
    }
  }
  return null;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md' },
    schema: [],
    messages: { layer: '{{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const fromPath = relative(ROOT, file).split(sep).join('/');
    const from = element(fromPath);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const toPath = target(source.value, file);
      if (toPath === null) return;
      const why = refusal(from, element(toPath), toPath);
      if (why) context.report({ node: source, messageId: 'layer', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: importsRule } };
