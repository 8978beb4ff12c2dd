import { PUBLIC_ROUTES } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServed } from './protected-widgets';
import { ROUTE_TABLE } from './route-table';

const routesTxt = readFileSync(resolve(__dirname, '../../../../docs/routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

describe('route table', () => {
  it('lists exactly the routes of docs/routes.txt, once each', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...routesTxt].sort());
  });

  it('counts host pages and widgets as served, the rest as missing', () => {
    const served = ROUTE_TABLE.filter(isServed).map((r) => r.path);
    expect(served).toEqual(expect.arrayContaining(['/login', '/404', '/401', '/test']));
    expect(served).toEqual(
      expect.arrayContaining(['/supRegister', '/supRegisterEdit', '/forgetPassword', '/resetPass']),
    );
  });

  it('keeps the public routes of docs/product-rules.md public, everything else protected', () => {
    const publicPaths = ROUTE_TABLE.filter((r) => r.access === 'public').map((r) => r.path);
    expect(publicPaths.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});
