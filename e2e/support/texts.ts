// The portal's own texts, for the browser tests' assertions in both languages: read from the locale
// files the widgets and the host ship (packages/widgets/src/locales, packages/host/src/locales), so a
// Chinese assertion checks what a user reads rather than a guess of it.
import { readFileSync } from 'node:fs';

export type Lang = 'en' | 'zh';

type Tree = { [key: string]: string | Tree };

const ROOT = new URL('../../packages/', import.meta.url);
/** The host's namespaces; every other one is a widgets' file. */
const HOST = new Set(['host', 'menu']);
const files = new Map<string, Tree>();

function namespace(lang: Lang, ns: string): Tree {
  const path = `${HOST.has(ns) ? 'host' : 'widgets'}/src/locales/${lang}/${ns}.json`;
  let tree = files.get(path);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as Tree;
    files.set(path, tree);
  }
  return tree;
}

/** The text at `key` (a dotted path) of `ns` in `lang`, with `{{name}}` placeholders filled. */
export function text(lang: Lang, ns: string, key: string, values: Record<string, string> = {}) {
  let node: string | Tree | undefined = namespace(lang, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lang}:${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The whole text at `key`, any value standing for each `{{placeholder}}`. */
export function textPattern(lang: Lang, ns: string, key: string): RegExp {
  const parts = text(lang, ns, key).split(/\{\{\w+\}\}/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
