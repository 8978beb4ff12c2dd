// A detail loaded with parameters besides its id (the quote comparison's currency): they go with
// the get call and into its cache key, and while another value loads the previous record stays on
// screen, marked stale, instead of a loading block.
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inquiryApi } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import { QueryProvider } from '../../runtime/query-provider';
import { session } from '../../runtime/session';
import { mockApi, type Reply } from '../../testing';
import { ok } from '../../testing/fixtures';
import { defineResource, useResourceDetail } from './index';

vi.setConfig({ testTimeout: 20_000 });

const comparison = defineResource({
  name: 'kit-detail-params',
  fields: {},
  get: { route: inquiryApi.compareQuotes, input: (id) => ({ inquiryId: id, currency: 'CNY' }) },
  detail: { sections: [] },
});

function Comparison() {
  const [currency, setCurrency] = useState<'CNY' | 'USD'>('CNY');
  const detail = useResourceDetail(comparison, 'inq-1', { params: { currency } });
  if (detail.loading) return <p>loading</p>;
  return (
    <div>
      <p>{`shown in ${detail.record?.currency ?? '?'}${detail.stale ? ' (stale)' : ''}`}</p>
      <button onClick={() => setCurrency('USD')}>USD</button>
    </div>
  );
}

describe('useResourceDetail with params', () => {
  it('sends them, keys the cache by them and keeps the previous record while the next loads', async () => {
    session.set({ token: 'access-token-fixture', uid: 'u-1', roles: [], menus: null });
    queryClient.clear();
    let release: (() => void) | undefined;
    const api = mockApi((a) =>
      a.on(inquiryApi.compareQuotes, (req) => {
        const answer: Reply = [200, ok({ currency: req.params.currency })];
        if (req.params.currency === 'CNY') return answer;
        return new Promise<Reply>((resolve) => {
          release = () => resolve(answer);
        });
      }),
    );
    render(
      <QueryProvider>
        <Comparison />
      </QueryProvider>,
    );
    expect(await screen.findByText('shown in CNY')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'USD' }));
    expect(await screen.findByText('shown in CNY (stale)')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText('shown in USD')).toBeInTheDocument();
    expect(
      api
        .requests()
        .filter((r) => r.path === '/admin/inquiry/hnaCgQuote/compare')
        .map((r) => r.params),
    ).toEqual([
      expect.objectContaining({ inquiryId: 'inq-1', currency: 'CNY' }),
      expect.objectContaining({ inquiryId: 'inq-1', currency: 'USD' }),
    ]);
  });
});
