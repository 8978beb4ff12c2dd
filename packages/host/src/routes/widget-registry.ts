// Widgets rendered on protected routes, by tag. Each entry is a `lazy(() => import(...))`, so a page
// pulls in its own widget chunk only. Add an entry when a widget lands and name it in the route table.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { WidgetTag } from './route-table';

export type ProtectedWidgetTag = Exclude<WidgetTag, 'sp-login'>;

export const WIDGETS: Partial<Record<ProtectedWidgetTag, LazyExoticComponent<ComponentType>>> = {};

/** The widget of a route, if it is written yet (the login widget has its own page). */
export function hasWidget(tag: WidgetTag | undefined): tag is ProtectedWidgetTag {
  return tag !== undefined && tag !== 'sp-login' && tag in WIDGETS;
}
