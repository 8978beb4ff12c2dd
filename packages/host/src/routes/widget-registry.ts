// Widgets rendered on protected routes, by tag. Each entry is a `lazy(() => import(...))`, so a page
// pulls in its own widget chunk only. Add an entry when a widget lands and name it in the route table.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { WidgetProps, WidgetTag } from './route-table';

export type ProtectedWidgetTag = Exclude<WidgetTag, 'sp-login'>;

type WidgetComponent = LazyExoticComponent<ComponentType<WidgetProps>>;

export const WIDGETS: Partial<Record<ProtectedWidgetTag, WidgetComponent>> = {};

/** The component of a tag, if it is written yet (the login widget has its own page). */
export function widgetComponent(tag: WidgetTag): WidgetComponent | undefined {
  return tag === 'sp-login' ? undefined : WIDGETS[tag];
}
