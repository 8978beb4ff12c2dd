// Custom-element metadata, kept free of React: a tag's chunk defines its element from it
// (define-element.tsx), and the build turns the same objects into dist/custom-elements.json.
// `defineElementMeta` checks each file against its component's props: an attribute is a prop's
// kebab-case name with the prop's type, an event names a callback prop, and `load` must give the
// component named for the tag; a misspelt attribute or a wrong type does not compile.
import type { ComponentType } from 'react';
import type { PartName } from '../theme/parts';

/** `json`: an object prop (a widget's `links`), set as a property or as JSON in the attribute. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

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
  /**
   * The links the widget can show (kit/links route refs), each described for the manifest: the
   * keys of its `links` property. Documentation only, dropped from the loader like descriptions.
   */
  refs?: Readonly<Record<string, string>>;
  /** The `part` names of its main regions an embedding page can style (theme/parts.ts). */
  parts?: readonly PartName[];
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

// ---- the check against the component's props --------------------------------------------------

/** `supplierId` → `supplier-id`. */
export type KebabCase<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<R>}`
  : S;
type PascalCase<S extends string> = S extends `${infer H}-${infer R}`
  ? `${Capitalize<H>}${PascalCase<R>}`
  : Capitalize<S>;
/** `sp-api-log` → `ApiLog`, the export `load` must give. */
export type ComponentName<T extends string> = T extends `sp-${infer R}` ? PascalCase<R> : never;

type Callback = (...args: never[]) => unknown;
/** Props that carry data (attributes) and props that are callbacks (events). */
export type DataProps<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends Callback ? never : K;
}[keyof P] &
  string;
export type CallbackProps<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends Callback ? K : never;
}[keyof P] &
  string;

/** The attribute type a prop's values take. */
export type AttributeTypeOf<V> = [NonNullable<V>] extends [string]
  ? 'string'
  : [NonNullable<V>] extends [number]
    ? 'number'
    : [NonNullable<V>] extends [boolean]
      ? 'boolean'
      : 'json';

/** One attribute per data prop: its kebab-case name and the type of its values. */
export type AttributeFor<P> = {
  [K in DataProps<P>]: { name: KebabCase<K>; type: AttributeTypeOf<P[K]>; description: string };
}[DataProps<P>];
export interface EventFor<P> {
  name: `sp-${string}`;
  prop: CallbackProps<P>;
  description: string;
  detail?: string;
}

/** The props of the component a widget module exports under the tag's name. */
export type PropsOf<M, T extends string> =
  ComponentName<T> extends keyof M
    ? M[ComponentName<T>] extends ComponentType<infer P>
      ? P
      : never
    : never;

type LinksOf<P> = P extends { links?: infer L } ? NonNullable<L> : never;

/** What an element file writes: checked against the props of the component `load` gives. */
export type ElementMetaFor<T extends string, M> = {
  tag: T;
  description: string;
  module: string;
  attributes: AttributeFor<PropsOf<M, T>>[];
  events: EventFor<PropsOf<M, T>>[];
  load: () => Promise<M & Record<ComponentName<T>, unknown>>;
  parts?: readonly PartName[];
} & ([LinksOf<PropsOf<M, T>>] extends [never]
  ? { refs?: undefined }
  : { refs: { readonly [K in keyof LinksOf<PropsOf<M, T>>]-?: string } });

/** An element's metadata, knowing its component's props (the host's route table reads them). */
export type TypedElementMeta<T extends string, P> = ElementMeta & {
  tag: T;
  /** Type-level only: the props of the component. */
  readonly props?: P;
};

export function defineElementMeta<const T extends `sp-${string}`, M extends object>(
  meta: ElementMetaFor<T, M>,
): TypedElementMeta<T, PropsOf<M, T>> {
  return meta as ElementMeta as TypedElementMeta<T, PropsOf<M, T>>;
}
