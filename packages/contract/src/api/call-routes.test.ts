// The browser's routes are generated from the call definitions; this fails when one was edited by
// hand or not regenerated after a definition changed (run `npm run generate:routes`).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { callDomains, renderCallRoutes, routesFile } from '../../build/call-routes.ts';

describe('generated call routes', async () => {
  const domains = await callDomains();

  it('cover every domain that defines calls', () => {
    expect(domains.length).toBeGreaterThan(10);
  });

  it.each(domains)('%s.routes.ts is up to date', async (domain) => {
    const onDisk = await readFile(routesFile(domain), 'utf8');
    expect(onDisk).toBe(await renderCallRoutes(domain));
  });
});
