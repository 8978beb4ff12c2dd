// sp-inquiry-list: the supplier's inquiries of one kind (SPEC.md section 4) in three tabs, pending,
// processed and expired, each in its own order; keyword and bid-end filters; a link to the inquiry
// and a Quote action while the bid is open. Links carry real hrefs, but a plain click goes through
// the host's router (getConfig().navigate) and raises sp-open.
import { useMemo } from 'react';
import {
  INQUIRY_KINDS,
  INQUIRY_SORTS,
  INQUIRY_TABS,
  inquiryApi,
  type InquiryKind,
  type InquiryRow,
  type InquirySort,
  type InquiryTab,
  type QuoteState,
  inquiryMessages,
} from '@portal/contract';
import { InlineAlert } from '../../kit/form-layout';
import { ResourceList, defineResource } from '../../kit/resource';
import { getConfig } from '../../runtime/config';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/inquiry-list.json';
import zh from '../../locales/zh/inquiry-list.json';
import { quoteStateField } from '../../kit/status-colors';

export const INQUIRY_LIST_NS = 'inquiry-list';
addTranslations(INQUIRY_LIST_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);

export interface InquiryOpenDetail {
  id: string;
  action: 'quote' | 'detail';
}

export interface InquiryListProps {
  /** The inquiry kind of this menu entry (attribute `kind`, one of INQUIRY_KINDS). */
  kind: InquiryKind;
  /** URL of the quote page, `{id}` replaced by the inquiry's id (attribute `quote-href`). */
  quoteHref?: string;
  /** URL of the inquiry's page, `{id}` replaced by the inquiry's id (attribute `detail-href`). */
  detailHref?: string;
  /** The tab shown first: pending (default), processed or expired. */
  tab?: string;
  onOpen?: (detail: InquiryOpenDetail) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

/** Each supplier tab lists in its own order (SPEC.md section 4: new, completed, expired). */
const TAB_SORT: Record<InquiryTab, InquirySort> = {
  pending: 'new',
  processed: 'completed',
  expired: 'expired',
};

/** States a supplier may still (re)quote in, while the bid is open. */
const QUOTABLE: readonly QuoteState[] = ['notQuoted', 'hold', 'submitted'];

/** `/offer?id={id}` → `/offer?id=inq-1`. */
export function fillHref(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

export function isQuotable(row: Pick<InquiryRow, 'quoteState' | 'bidEnd'>, now: number): boolean {
  return QUOTABLE.includes(row.quoteState) && Date.parse(row.bidEnd) > now;
}

export function isInquiryKind(value: unknown): value is InquiryKind {
  return (INQUIRY_KINDS as readonly unknown[]).includes(value);
}

interface ResourceOptions {
  kind: InquiryKind;
  quoteHref?: string;
  detailHref?: string;
  now: () => number;
  open: (row: InquiryRow, action: InquiryOpenDetail['action']) => void;
}

/** The inquiry resource of one kind (adapted from the kit's example definition). */
export function inquiryListResource({ kind, quoteHref, detailHref, now, open }: ResourceOptions) {
  return defineResource({
    name: 'inquiry',
    title: 'title',
    ns: INQUIRY_LIST_NS,
    list: inquiryApi.listInquiries,
    listInput: { kind },
    emptyHint: 'empty',
    fields: {
      inquiryNumber: { kind: 'text', label: 'f.inquiryNumber' },
      title: { kind: 'text', label: 'f.title' },
      firstPartNumber: { kind: 'text', label: 'f.firstPartNumber' },
      itemCount: { kind: 'number', label: 'f.itemCount' },
      bidEnd: { kind: 'date-time', label: 'f.bidEnd' },
      quoteState: quoteStateField('f.quoteState'),
    },
    columns: [
      { field: 'inquiryNumber', width: 160, sortable: true },
      { field: 'title', width: 240 },
      { field: 'firstPartNumber', width: 130 },
      { field: 'itemCount', width: 80 },
      { field: 'bidEnd', width: 170, sortable: true },
      { field: 'quoteState', width: 120 },
    ],
    tabs: INQUIRY_TABS.map((tab) => ({
      key: tab,
      label: `tab.${tab}`,
      input: { tab, sort: TAB_SORT[tab] },
    })),
    sorts: INQUIRY_SORTS.map((value) => ({ value, label: `enum.inquirySort.${value}` })),
    filters: [
      { kind: 'text', param: 'keyword', label: 'f.keyword' },
      { kind: 'date-range', from: 'bidEndFrom', to: 'bidEndTo', label: 'f.bidEnd' },
    ],
    rowLink: {
      field: 'inquiryNumber',
      href: detailHref ? (row) => fillHref(detailHref, row.id) : undefined,
      onOpen: (row) => open(row, 'detail'),
    },
    rowActions: [
      {
        key: 'quote',
        label: 'quote',
        visible: (row) => isQuotable(row, now()),
        href: quoteHref ? (row) => fillHref(quoteHref, row.id) : undefined,
        onOpen: (row) => open(row, 'quote'),
        run: (row) => open(row, 'quote'),
        successMessage: false,
      },
    ],
  });
}

export function InquiryList({
  kind,
  quoteHref,
  detailHref,
  tab,
  onOpen,
  now = Date.now,
}: InquiryListProps) {
  const { t } = useT([INQUIRY_LIST_NS, 'common']);
  const resource = useMemo(
    () =>
      inquiryListResource({
        kind,
        quoteHref,
        detailHref,
        now,
        open: (row, action) => {
          onOpen?.({ id: row.id, action });
          const template = action === 'quote' ? quoteHref : detailHref;
          if (template) getConfig().navigate(fillHref(template, row.id));
        },
      }),
    [kind, quoteHref, detailHref, now, onOpen],
  );
  if (!isInquiryKind(kind))
    return <InlineAlert>{t('badKind', { kind: String(kind) })}</InlineAlert>;
  // The kind in the key: each menu entry comes back to its own tab, page and filters.
  return <ResourceList resource={resource} tab={tab} stateKey={`inquiry-list:${kind}`} />;
}

export default InquiryList;
