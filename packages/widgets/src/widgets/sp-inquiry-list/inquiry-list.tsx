// sp-inquiry-list: the supplier's inquiries of one kind (docs/product-rules.md#list-tabs-and-sorts)
// in three tabs, pending, processed and expired, each in its own order; keyword and bid-end
// filters; a link to the inquiry and a Quote action while the bid is open. Where the page binds the
// `detail` and `quote` links they carry real hrefs, and a plain click goes through the host's
// router (getConfig().navigate); either way opening raises sp-open.
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
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
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

/** Where an inquiry opens: its page, and its quote. */
export const inquiryListLinks = { detail: routeRef('id'), quote: routeRef('id') };

export interface InquiryListProps {
  /** The inquiry kind of this menu entry (attribute `kind`, one of INQUIRY_KINDS). */
  kind: InquiryKind;
  /** Where an inquiry's page and its quote are: ref → URL template, `{id}` the inquiry id. */
  links?: LinkBindings<typeof inquiryListLinks>;
  /** The tab shown first: pending (default), processed or expired. */
  tab?: string;
  /**
   * Whose tab, page and filters these are: two menu entries of one kind (purchase inquiries and
   * purchase quotes) each keep their own; the kind alone when not given.
   */
  scope?: string;
  onOpen?: (detail: InquiryOpenDetail) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

/** Each tab's own order: new, completed, expired (docs/product-rules.md#list-tabs-and-sorts). */
const TAB_SORT: Record<InquiryTab, InquirySort> = {
  pending: 'new',
  processed: 'completed',
  expired: 'expired',
};

/** States a supplier may still (re)quote in, while the bid is open. */
const QUOTABLE: readonly QuoteState[] = ['notQuoted', 'hold', 'submitted'];

export function isQuotable(row: Pick<InquiryRow, 'quoteState' | 'bidEnd'>, now: number): boolean {
  return QUOTABLE.includes(row.quoteState) && Date.parse(row.bidEnd) > now;
}

export function isInquiryKind(value: unknown): value is InquiryKind {
  return (INQUIRY_KINDS as readonly unknown[]).includes(value);
}

interface ResourceOptions {
  kind: InquiryKind;
  now: () => number;
  open: (row: InquiryRow, action: InquiryOpenDetail['action']) => void;
}

/** The inquiry resource of one kind (adapted from the kit's example definition). */
export function inquiryListResource({ kind, now, open }: ResourceOptions) {
  return defineResource({
    name: 'inquiry',
    title: 'title',
    ns: INQUIRY_LIST_NS,
    links: inquiryListLinks,
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
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: (row) => open(row, 'detail'),
    },
    rowActions: [
      {
        key: 'quote',
        label: 'quote',
        visible: (row) => isQuotable(row, now()),
        link: (row) => ({ ref: 'quote', params: { id: row.id } }),
        onOpen: (row) => open(row, 'quote'),
        run: (row) => open(row, 'quote'),
        successMessage: false,
      },
    ],
  });
}

export function InquiryList({ kind, links, tab, scope, onOpen, now = Date.now }: InquiryListProps) {
  const { t } = useT([INQUIRY_LIST_NS, 'common']);
  const resource = useMemo(
    () =>
      inquiryListResource({
        kind,
        now,
        open: (row, action) => {
          onOpen?.({ id: row.id, action });
          const href = linkHref(links, action, { id: row.id });
          if (href) navigateTo(href);
        },
      }),
    [kind, links, now, onOpen],
  );
  if (!isInquiryKind(kind))
    return <InlineAlert>{t('badKind', { kind: String(kind) })}</InlineAlert>;
  // The kind (and the page's scope) in the key: each menu entry comes back to its own tab, page
  // and filters, and a tab chosen under one entry does not carry over to the other of its kind.
  const stateKey = scope ? `inquiry-list:${kind}:${scope}` : `inquiry-list:${kind}`;
  return <ResourceList resource={resource} links={links} tab={tab} stateKey={stateKey} />;
}

export default InquiryList;
