// What a protected route's \`lazy\` loads beside its page: the page's widgets' chunks, started at
// once. A chunk of its own with no Fluent in it, so it runs before the layout's shared chunk has
// arrived (docs/decisions/2026-11-27-list-request-chain.md).
import { widgetsOf } from './protected-widgets';
import type { RouteEntry } from './route-table';
import { preloadWidget } from './widget-registry';

export function preloadWidgetsOf(entry: RouteEntry): void {
  for (const use of widgetsOf(entry)) preloadWidget(use.tag);
}
