// A save or an action refetches the resource's own lists and records and those it names.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateResource } from './invalidate';

describe('invalidateResource', () => {
  it('marks the resource’s queries and those of the resources it names stale, no others', async () => {
    const client = new QueryClient();
    for (const key of [['findings', { current: 1 }], ['audits', { current: 1 }], ['other']]) {
      client.setQueryData(key, { data: 1 });
    }
    await invalidateResource(client, { name: 'findings', invalidates: ['audits'] });
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['findings', { current: 1 }])).toBe(true);
    expect(stale(['audits', { current: 1 }])).toBe(true);
    expect(stale(['other'])).toBe(false);
  });

  it('without `invalidates` only the resource’s own', async () => {
    const client = new QueryClient();
    client.setQueryData(['findings'], { data: 1 });
    client.setQueryData(['audits'], { data: 1 });
    await invalidateResource(client, { name: 'findings' });
    expect(client.getQueryState(['findings'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['audits'])?.isInvalidated).toBe(false);
  });
});
