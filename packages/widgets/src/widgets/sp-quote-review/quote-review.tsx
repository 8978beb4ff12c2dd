// sp-quote-review: the buyer's review of purchase quotes (/hna/hnaCgQuote/index). Without an
// inquiry it lists the inquiries with how many invited suppliers quoted; with one it compares the
// submitted quotes side by side and opens bargaining rounds. On a page of its own (the host) the
// list links to `compare-href` and Back to `list-href`, so a reload or a shared link keeps the
// inquiry; embedded without them it switches in place.
import { useEffect, useMemo, useState } from 'react';
import { CURRENCIES, type Currency } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { ResourceList } from '../../kit/resource';
import { getConfig } from '../../runtime/config';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { buyerInquiryResource } from './buyer-inquiry-resource';
import { QuoteComparisonView } from './quote-comparison';

export interface QuoteReviewProps {
  /** Compare this inquiry's quotes (attribute `inquiry-id`); the list when empty. */
  inquiryId?: string;
  /** The comparison's URL, `{id}` replaced by the inquiry id (attribute `compare-href`). */
  compareHref?: string;
  /** The list's URL (attribute `list-href`). */
  listHref?: string;
  /** The comparison currency first shown (attribute `currency`); CNY by default. */
  currency?: string;
  onOpen?: (detail: { id: string }) => void;
  onBargainingOpened?: (detail: { inquiryId: string; quoteLineIds: string[] }) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

const fill = (template: string, id: string) => template.replaceAll('{id}', encodeURIComponent(id));
const isCurrency = (c: unknown): c is Currency => (CURRENCIES as readonly unknown[]).includes(c);

function QuoteReviewView({
  inquiryId,
  compareHref,
  listHref,
  currency: initialCurrency,
  onOpen,
  onBargainingOpened,
  now = Date.now,
}: QuoteReviewProps) {
  const [picked, setPicked] = useState<string | undefined>();
  const [currency, setCurrency] = useState<Currency>(
    isCurrency(initialCurrency) ? initialCurrency : 'CNY',
  );
  // The round dialog raises toasts from a modal: the toaster must exist first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  const resource = useMemo(
    () =>
      buyerInquiryResource({
        href: compareHref ? (id) => fill(compareHref, id) : undefined,
        open: (id) => {
          onOpen?.({ id });
          if (compareHref) getConfig().navigate(fill(compareHref, id));
          else setPicked(id);
        },
      }),
    [compareHref, onOpen],
  );

  const shown = inquiryId || picked;
  if (shown) {
    return (
      <QuoteComparisonView
        inquiryId={shown}
        currency={currency}
        onCurrency={setCurrency}
        backHref={listHref}
        onBack={() => {
          setPicked(undefined);
          if (listHref) getConfig().navigate(listHref);
        }}
        now={now}
        onOpened={onBargainingOpened}
      />
    );
  }
  return <ResourceList resource={resource} stateKey="quote-review" />;
}

export const QuoteReview = withQuery(withConfirm(QuoteReviewView));
export default QuoteReview;
