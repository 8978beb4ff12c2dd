// The buyer's inquiries as a resource, shared by the screens that open one inquiry's answers: the
// purchase quote review (every kind but repair, filtered by kind) and the repair quote review (kind
// repair only). Which were answered by how many invited suppliers, filtered by status and text,
// each row opening the screen's comparison (docs/architecture.md#the-kit: shared view pieces live
// beside the widgets). The labels are the screen's own namespace's: `list.title`, `list.empty`,
// `list.compare` and `f.<field>`.
import {
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  PART_INQUIRY_KINDS,
  inquiryApi,
  type InquiryKind,
} from '@portal/contract';
import {
  defineResource,
  type ColumnRef,
  type FilterRef,
  type ListInputOf,
  type RowOf,
} from '../kit/resource';

/** Badge colours of an inquiry's status: open is live, closed is done, cancelled is refused. */
export const INQUIRY_STATUS_COLORS = {
  open: 'brand',
  closed: 'subtle',
  cancelled: 'danger',
} as const;

export interface BuyerInquiryListOptions {
  /** The query-key root (the screen's). */
  name: string;
  /** The screen's i18n namespace. */
  ns: string;
  /**
   * Lists only this kind, without the kind column and filter. Without it the server lists the
   * part kinds (PART_INQUIRY_KINDS), and the filter offers those.
   */
  kind?: InquiryKind;
  /** The comparison's URL for an inquiry, when it is a page of its own. */
  href?: (id: string) => string;
  open: (id: string) => void;
}

type ListInput = ListInputOf<typeof inquiryApi.listBuyerInquiries>;
type BuyerInquiryRow = RowOf<typeof inquiryApi.listBuyerInquiries>;

export function buyerInquiryList({ name, ns, kind, href, open }: BuyerInquiryListOptions) {
  const columns: ColumnRef<BuyerInquiryRow>[] = [
    { field: 'inquiryNumber', width: 160, sortable: true, essential: true, card: 'title' },
    { field: 'title', width: 240, card: 'subtitle' },
    { field: 'status', width: 100, card: 'field' },
    { field: 'bidEnd', width: 170, sortable: true, card: 'field' },
    { field: 'submitted', width: 80, card: 'field' },
    { field: 'bidders', width: 80 },
    { field: 'noBid', width: 80 },
    ...(kind ? [] : [{ field: 'kind', width: 190 } as const]),
    { field: 'itemCount', width: 70 },
    { field: 'createdAt', width: 170, sortable: true },
  ];
  const filters: FilterRef<ListInput>[] = [
    { kind: 'text', param: 'keyword', label: 'f.keyword' },
    ...(kind
      ? []
      : [
          {
            kind: 'select',
            param: 'kind',
            label: 'f.kind',
            enum: 'inquiryKind',
            options: PART_INQUIRY_KINDS,
          } as const,
        ]),
    {
      kind: 'select',
      param: 'status',
      label: 'f.status',
      enum: 'inquiryStatus',
      options: INQUIRY_STATUSES,
    },
  ];
  return defineResource({
    name,
    title: 'list.title',
    ns,
    list: inquiryApi.listBuyerInquiries,
    listInput: kind ? { kind } : undefined,
    emptyHint: 'list.empty',
    fields: {
      inquiryNumber: { kind: 'text', label: 'f.inquiryNumber' },
      title: { kind: 'text', label: 'f.title' },
      kind: { kind: 'enum', label: 'f.kind', enum: 'inquiryKind', options: INQUIRY_KINDS },
      status: {
        kind: 'status',
        label: 'f.status',
        enum: 'inquiryStatus',
        options: INQUIRY_STATUSES,
        colors: INQUIRY_STATUS_COLORS,
      },
      bidEnd: { kind: 'date-time', label: 'f.bidEnd' },
      itemCount: { kind: 'number', label: 'f.itemCount' },
      bidders: { kind: 'number', label: 'f.bidders' },
      submitted: { kind: 'number', label: 'f.submitted' },
      noBid: { kind: 'number', label: 'f.noBid' },
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
    },
    columns,
    filters,
    rowLink: {
      field: 'inquiryNumber',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open(row.id),
    },
    rowActions: [
      {
        key: 'compare',
        label: 'list.compare',
        href: href ? (row) => href(row.id) : undefined,
        onOpen: (row) => open(row.id),
        run: (row) => open(row.id),
        successMessage: false,
      },
    ],
  });
}
