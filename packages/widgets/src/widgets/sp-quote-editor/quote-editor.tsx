// sp-quote-editor: a supplier's quote on one inquiry (docs/product-rules.md#quote-lines): every
// field of every line, the contract's rules as the user types, save draft / submit / no bid as the
// quote state allows, attachments and batch fill from the template, read-only after the bid end.
import { useEffect } from 'react';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { Spinner } from '@fluentui/react-components';
import { inquiryApi, type Quote } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/form-layout';
import { LoadFailed } from '../../kit/load-failed';
import { useLazyModule } from '../../kit/resource/lazy-module';
import { call } from '../../runtime/http';
import { preloadToaster } from '../../runtime/toast';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { QuoteEditorForm } from './quote-editor-form';
import { QUOTE_NS } from './quote-editor-text';
import type { QuoteEvents } from './use-quote-commands';

export type { QuoteEventDetail } from './use-quote-commands';

export interface QuoteEditorProps extends QuoteEvents {
  /** The inquiry to quote on (attribute `inquiry-id`). */
  inquiryId: string;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

// The contract's zod rules are a chunk of their own (zod alone is ~25 KB gzip): requested with the
// editor's first render, in parallel with the inquiry and the quote.
const loadRules = () => import('./quote-line-rules');

export const quoteKeys = {
  inquiry: (id: string) => ['inquiry', 'detail', id] as const,
  quote: (inquiryId: string) => ['inquiry', 'quote', inquiryId] as const,
};

function QuoteEditorView({ inquiryId, now = Date.now, ...events }: QuoteEditorProps) {
  const { t } = useT([QUOTE_NS, 'contract']);
  const client = useQueryClient();
  // No bid opens a modal dialog: the toaster must exist before (see runtime/toast.ts).
  useEffect(preloadToaster, []);
  // Never refetched behind the user's back (focus, remount): the editor reloads only when asked,
  // after its own save, or on Reload after a conflict.
  const inquiry = useQuery({
    queryKey: quoteKeys.inquiry(inquiryId),
    queryFn: ({ signal }) =>
      call(inquiryApi.getInquiry, { id: inquiryId }, { signal, toast: false }).then((a) => a.data),
    enabled: !!inquiryId,
    staleTime: Infinity,
  });
  const quote = useQuery({
    queryKey: quoteKeys.quote(inquiryId),
    queryFn: ({ signal }) =>
      call(inquiryApi.getQuote, { inquiryId }, { signal, toast: false }).then((a) => a.data),
    enabled: !!inquiryId,
    staleTime: Infinity,
  });
  const rules = useLazyModule(loadRules);
  const reload = () => Promise.all([inquiry.refetch(), quote.refetch()]);

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
    <QuoteEditorForm
      key={inquiryId}
      inquiry={inquiry.data}
      quote={quote.data}
      now={now}
      check={rules.module.lineErrors}
      onReload={reload}
      onQuoteSaved={(q: Quote) => client.setQueryData(quoteKeys.quote(inquiryId), q)}
      {...events}
    />
  );
}

export const QuoteEditor = withQuery(withConfirm(QuoteEditorView));
