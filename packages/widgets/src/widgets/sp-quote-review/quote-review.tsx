// sp-quote-review: the buyer's review of purchase quotes (/hna/hnaCgQuote/index). Without an
// inquiry it lists the inquiries with how many invited suppliers quoted; with one it compares the
// submitted quotes side by side and opens bargaining rounds. On a page that binds its links (the
// host) the list links to `compare` and Back to `list`, so a reload or a shared link keeps the
// inquiry; embedded without them it switches in place.
import { useEffect, useMemo, useState } from 'react';
import { CURRENCIES, type Currency } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { ResourceList } from '../../kit/resource';
import { routeRef, type LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { buyerInquiryResource } from './buyer-inquiry-resource';
import { QuoteComparisonView } from './quote-comparison';

export interface QuoteReviewProps {
  /** Compare this inquiry's quotes (attribute `inquiry-id`); the list when empty. */
  inquiryId?: string;
  /** Where the comparison (`compare`, `{id}` the inquiry id) and the list (`list`) are. */
  links?: LinkBindings<typeof quoteReviewLinks>;
  /** The comparison currency first shown (attribute `currency`); CNY by default. */
  currency?: string;
  onOpen?: (detail: { id: string }) => void;
  onBargainingOpened?: (detail: { inquiryId: string; quoteLineIds: string[] }) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

/** The screens the review moves between when it has pages of its own. */
export const quoteReviewLinks = { compare: routeRef('id'), list: routeRef() };
const isCurrency = (c: unknown): c is Currency => (CURRENCIES as readonly unknown[]).includes(c);

function QuoteReviewView({
  inquiryId,
  links,
  currency: initialCurrency,
  onOpen,
  onBargainingOpened,
  now = Date.now,
}: QuoteReviewProps) {
  const view = useListOrDetail({ id: inquiryId, links, detailRef: 'compare', onOpen });
  const [currency, setCurrency] = useState<Currency>(
    isCurrency(initialCurrency) ? initialCurrency : 'CNY',
  );
  // The round dialog raises toasts from a modal: the toaster must exist first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  const resource = useMemo(
    () =>
      buyerInquiryResource({
        href: view.href,
        open: view.open,
      }),
    [view.href, view.open],
  );

  const shown = view.shown;
  if (shown) {
    return (
      <QuoteComparisonView
        inquiryId={shown}
        currency={currency}
        onCurrency={setCurrency}
        backHref={view.backHref}
        onBack={view.back}
        now={now}
        onOpened={onBargainingOpened}
      />
    );
  }
  return <ResourceList resource={resource} stateKey="quote-review" />;
}

export const QuoteReview = withQuery(withConfirm(QuoteReviewView));
export default QuoteReview;
