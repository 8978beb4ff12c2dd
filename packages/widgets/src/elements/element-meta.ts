// Custom-element metadata, kept free of React: a tag's chunk defines its element from it
// (define-element.tsx), and the build turns the same objects into dist/custom-elements.json.
import type { ComponentType } from 'react';

export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeMeta {
  /** kebab-case attribute name; the React prop is its camelCase form. */
  name: string;
  type: AttributeType;
  description: string;
}

export interface EventMeta {
  /** DOM event name, `sp-<verb>`; bubbles and is composed. */
  name: string;
  /** The React callback prop that raises it; its first argument becomes `detail`. */
  prop: string;
  description: string;
  /** TypeScript-style description of `detail`, for the manifest. */
  detail?: string;
}

export interface ElementMeta {
  tag: string;
  description: string;
  attributes: AttributeMeta[];
  events: EventMeta[];
  /** Module path of the component, relative to src (for the manifest). */
  module: string;
  /**
   * Imports the widget's module (pages served from source; the build imports it statically, see
   * build/tag-entries.ts). Its component is the export named for the tag (`sp-api-log` → `ApiLog`).
   */
  load: () => Promise<object>;
}

/** Attributes every tag accepts; they configure the page-wide runtime. */
export const COMMON_ATTRIBUTES: AttributeMeta[] = [
  { name: 'api-base', type: 'string', description: 'API base URL for every widget on the page.' },
  {
    name: 'lang',
    type: 'string',
    description: 'Forces the language (en or zh) without saving it.',
  },
  { name: 'token', type: 'string', description: 'Access token the page already holds.' },
];

export function toPropName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The component's export name: the tag without `sp-`, in PascalCase. */
export function componentName(tag: string): string {
  return tag.slice(3).replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());
}

/** The widget's component in its loaded module. */
export function componentOf(
  meta: ElementMeta,
  module: object,
): ComponentType<Record<string, unknown>> {
  return (module as Record<string, ComponentType<Record<string, unknown>>>)[
    componentName(meta.tag)
  ]!;
}

export function defineElementMeta(meta: ElementMeta): ElementMeta {
  return meta;
}
