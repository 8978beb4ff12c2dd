// sp-repair-quote-review: the buyer's review of repair quotes (/hna/hnaRepairQuote/index, issue 14;
// docs/decisions/2026-11-27-repair-quote-review.md). Without an inquiry it lists the repair
// inquiries (the buyer's inquiry list, kind repair); with one it puts the submitted repair quotes
// side by side and awards one, which issues a repair contract per unit. On a page that binds its
// links (the host) the list links to `compare`, Back to `list` and the award's contracts to
// `contract`.
import { useEffect, useMemo, useState } from 'react';
import { CURRENCIES, type Currency, type RepairAwardContract } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { ResourceList } from '../../kit/resource';
import { linkHref, routeRef, type LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { buyerInquiryList } from '../../inquiries/buyer-inquiry-list';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { REPAIR_QUOTE_REVIEW_NS } from './repair-quote-review-text';
import { RepairComparisonView, REPAIR_QUOTE_REVIEW_KEY } from './repair-comparison';

export interface RepairAwardedDetail {
  inquiryId: string;
  bidderId: string;
  /** The first of `contracts`. */
  contractId: string;
  contractNumber: string;
  /** One repair contract per awarded unit, in item order. */
  contracts: RepairAwardContract[];
}

/** The screens the review links to when it has pages of its own. */
export const repairQuoteReviewLinks = {
  compare: routeRef('id'),
  list: routeRef(),
  contract: routeRef('id'),
};

export interface RepairQuoteReviewProps {
  /** Compare this repair inquiry's quotes (attribute `inquiry-id`); the list when empty. */
  inquiryId?: string;
  /** Where the comparison, the list and an issued contract are. */
  links?: LinkBindings<typeof repairQuoteReviewLinks>;
  /** The comparison currency first shown (attribute `currency`); CNY by default. */
  currency?: string;
  onOpen?: (detail: { id: string }) => void;
  onAwarded?: (detail: RepairAwardedDetail) => void;
  /** The clock, for stories and tests (the turnaround against the return date); Date.now. */
  now?: () => number;
}

const isCurrency = (c: unknown): c is Currency => (CURRENCIES as readonly unknown[]).includes(c);

function RepairQuoteReviewView({
  inquiryId,
  links,
  currency: initialCurrency,
  onOpen,
  onAwarded,
  now = Date.now,
}: RepairQuoteReviewProps) {
  const view = useListOrDetail({ id: inquiryId, links, detailRef: 'compare', onOpen });
  const [currency, setCurrency] = useState<Currency>(
    isCurrency(initialCurrency) ? initialCurrency : 'CNY',
  );
  // The award dialog raises a toast from a modal: the toaster must exist first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  const resource = useMemo(
    () =>
      buyerInquiryList({
        name: REPAIR_QUOTE_REVIEW_KEY,
        ns: REPAIR_QUOTE_REVIEW_NS,
        kind: 'repair',
        href: view.href,
        open: view.open,
      }),
    [view.href, view.open],
  );

  const shown = view.shown;
  if (shown) {
    return (
      <RepairComparisonView
        inquiryId={shown}
        currency={currency}
        onCurrency={setCurrency}
        backHref={view.backHref}
        contractHref={(id) => linkHref(links, 'contract', { id })}
        onBack={view.back}
        now={now}
        onAwarded={onAwarded}
      />
    );
  }
  return <ResourceList resource={resource} stateKey="repair-quote-review" />;
}

export const RepairQuoteReview = withQuery(withConfirm(RepairQuoteReviewView));
export default RepairQuoteReview;
