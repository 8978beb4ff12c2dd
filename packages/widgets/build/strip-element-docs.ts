// A tag's chunk (build/tag-entries.ts) needs of its `*.element.ts` only what defining the element
// takes: tag, attribute names and types, event names and props. The `description` and `detail`
// texts, the `module` path and the themable parts and properties are documentation: the
// custom-elements manifest reads them from the source (build/custom-elements-manifest.ts), and
// nothing reads them at run time. `load` is for pages served from source (elements/
// element-registry.ts): the tag's chunk imports the component itself. This plugin drops those
// properties from the bundled element files (and the common attributes' descriptions in
// element-meta.ts).
import ts from 'typescript';
import type { Plugin } from 'vite';

// `module` names the component's source file for the manifest's declarations; `refs` (the route
// refs a `links` attribute takes) and `parts` (the ::part names) are documentation too.
const DOC_PROPERTIES = new Set([
  'description',
  'detail',
  'module',
  'load',
  'refs',
  'parts',
  'cssParts',
  'cssProperties',
]);

export function stripElementDocs(source: string, fileName = 'x.element.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      DOC_PROPERTIES.has(node.name.text)
    ) {
      // Cut the property and its trailing comma.
      const end = source[node.end] === ',' ? node.end + 1 : node.end;
      cuts.push([node.getStart(file), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.reverse()) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function stripElementDocsPlugin(): Plugin {
  return {
    name: 'portal-strip-element-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!/(\.element|[\\/]elements[\\/]element-meta)\.ts$/.test(id)) return null;
      return { code: stripElementDocs(code, id), map: null };
    },
  };
}
