// A protected route's `lazy` starts its widgets' chunks beside the page's own, before anything
// renders (docs/decisions/2026-11-27-list-request-chain.md).
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from './app-routes';

const loaded = vi.hoisted(() => ({ apiLog: 0 }));
vi.mock('@portal/widgets/widgets/sp-api-log/api-log', () => {
  loaded.apiLog += 1;
  return { ApiLog: () => null };
});

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inner = routeAt(route.children ?? [], path);
    if (inner) return inner;
  }
  return undefined;
}

describe('protected routes', () => {
  it("start their widgets' chunks as the route loads, before the page renders", async () => {
    const route = routeAt(createAppRoutes(), '/sys/apiLog/index');
    expect(typeof route?.lazy).toBe('function');
    expect(loaded.apiLog).toBe(0);
    await (route!.lazy as () => Promise<unknown>)();
    await vi.waitFor(() => expect(loaded.apiLog).toBe(1));
  });
});
