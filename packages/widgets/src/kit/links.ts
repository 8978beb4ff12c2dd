// Typed route references (as Backstage's route refs): a widget declares the links it can show —
// their names and parameters — and never knows a host path. Whoever places the widget binds each
// ref to a URL template: the host next to its route table (packages/host/src/routes), an embedding
// page through the element's `links` property. A ref left unbound shows its text without a link.
//
//   export const supplierListLinks = { supplierAudit: routeRef('id'), tierList: routeRef() };
//   export interface SupplierListProps { links?: LinkBindings<typeof supplierListLinks> }
//   // host: links: { supplierAudit: '/hna/commercialApproval/detail/index?id={id}' }
import { getConfig } from '../runtime/config';

/** A link a widget can show, with the parameters its URL template must place. */
export interface RouteRef<P extends string = string> {
  readonly params: readonly P[];
}

/** `routeRef('id')`: a link that needs the `id` of what it points at. */
export function routeRef<const P extends readonly string[]>(...params: P): RouteRef<P[number]> {
  return { params };
}

export type RouteRefs = Readonly<Record<string, RouteRef>>;
export type ParamsOf<R> = R extends RouteRef<infer P> ? P : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/**
 * A URL template that places every parameter as `{name}`: `'/supplier?id={id}'` for a ref with an
 * `id`, any string for a ref without parameters. A template missing one does not compile.
 */
export type LinkTemplate<P extends string> = [P] extends [never]
  ? string
  : UnionToIntersection<P extends string ? `${string}{${P}}${string}` : never>;

/** What binds a widget's refs: ref name → URL template. Every ref is optional. */
export type LinkBindings<R extends RouteRefs> = {
  readonly [K in keyof R]?: LinkTemplate<ParamsOf<R[K]>>;
};

/** A ref and its parameters' values, as a definition names a link. */
export type LinkTo<R extends RouteRefs> = {
  [K in keyof R & string]: [ParamsOf<R[K]>] extends [never]
    ? { ref: K; params?: undefined }
    : string extends ParamsOf<R[K]>
      ? // Any widget's refs (the kit's view): parameters unknown here.
        { ref: K; params?: Readonly<Record<string, string>> }
      : { ref: K; params: Readonly<Record<ParamsOf<R[K]>, string>> };
}[keyof R & string];

/** Bindings as the kit reads them, whatever widget they belong to. */
export type AnyLinkBindings = Readonly<Record<string, string | undefined>>;

/** The bound URL of a ref with its parameters filled in (encoded), or undefined when unbound. */
export function linkHref(
  bindings: AnyLinkBindings | undefined,
  ref: string,
  params: Readonly<Record<string, string>> = {},
): string | undefined {
  const template = bindings?.[ref];
  if (!template) return undefined;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] as string) : whole,
  );
}

/** Goes to a URL through the page's router (the host's) or, on a foreign page, the browser. */
export function navigateTo(href: string): void {
  getConfig().navigate(href);
}
