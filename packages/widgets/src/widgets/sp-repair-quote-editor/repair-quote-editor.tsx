// sp-repair-quote-editor: a repair shop's quote on one repair inquiry (issue 14, /sup/supRepair/quote):
// per unit what the buyer sends in, the shop's fees, warranty, turnaround and terms with the live
// estimate; save draft, submit or no bid as the quote allows; batch fill from the template;
// read-only once the quote can no longer change (docs/decisions/2026-11-27-repair-quote-screen.md).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@fluentui/react-components';
import { inquiryApi, repairQuotesApi, type RepairQuote as Quote } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/form-layout';
import { LoadFailed } from '../../kit/load-failed';
import { useLazyModule } from '../../kit/resource/lazy-module';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { RepairQuoteSheet, type RepairQuoteEvents } from './repair-quote-sheet';
import { REPAIR_QUOTE_NS } from './repair-quote-text';

export type { RepairQuoteEventDetail } from './repair-quote-sheet';

export interface RepairQuoteProps extends RepairQuoteEvents {
  /** The repair inquiry to quote on (attribute `inquiry-id`). */
  inquiryId: string;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

// The contract's zod rules are a chunk of their own, requested with the first render.
const loadRules = () => import('./repair-quote-rules');

export const repairQuoteKeys = {
  inquiry: (id: string) => ['inquiry', 'detail', id] as const,
  quote: (inquiryId: string) => ['repair-quote', inquiryId] as const,
};

function RepairQuoteView({ inquiryId, now = Date.now, ...events }: RepairQuoteProps) {
  const { t } = useT([REPAIR_QUOTE_NS, 'common']);
  const client = useQueryClient();
  // The no-bid dialog and the toasts need the toaster mounted first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  // A fresh editor after each reload: its form starts again from the server's quote.
  const [generation, setGeneration] = useState(0);
  // Never refetched behind the user's back: only after a save, or on Reload.
  const inquiry = useQuery({
    queryKey: repairQuoteKeys.inquiry(inquiryId),
    queryFn: ({ signal }) =>
      call(inquiryApi.getInquiry, { id: inquiryId }, { signal, toast: false }).then((a) => a.data),
    enabled: !!inquiryId,
    staleTime: Infinity,
  });
  const quote = useQuery({
    queryKey: repairQuoteKeys.quote(inquiryId),
    queryFn: ({ signal }) =>
      call(repairQuotesApi.getRepairQuote, { inquiryId }, { signal, toast: false }).then(
        (a) => a.data,
      ),
    enabled: !!inquiryId,
    staleTime: Infinity,
  });
  const rules = useLazyModule(loadRules);
  const reload = async () => {
    await Promise.all([inquiry.refetch(), quote.refetch()]);
    setGeneration((g) => g + 1);
  };

  if (!inquiryId) return <InlineAlert intent="warning">{t('noInquiry')}</InlineAlert>;
  const error = inquiry.error ?? quote.error;
  if (error || rules.error) {
    return (
      <LoadFailed
        onRetry={() => {
          rules.retry();
          void reload();
        }}
      >
        {error ? error.message : t('kit.form.loadFailed', { ns: 'common' })}
      </LoadFailed>
    );
  }
  if (!inquiry.data || !quote.data || !rules.module) {
    return <Spinner size="small" label={t('loading')} style={{ padding: 16 }} />;
  }
  return (
    <RepairQuoteSheet
      key={`${inquiryId}:${generation}`}
      inquiry={inquiry.data}
      quote={quote.data}
      check={rules.module.lineErrors}
      now={now}
      onReload={reload}
      onQuoteSaved={(q: Quote) => {
        client.setQueryData(repairQuoteKeys.quote(inquiryId), q);
        setGeneration((g) => g + 1);
      }}
      {...events}
    />
  );
}

export const RepairQuoteEditor = withQuery(withConfirm(RepairQuoteView));
export default RepairQuoteEditor;
