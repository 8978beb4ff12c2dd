// sp-inquiry-detail: the inquiry sheet a supplier was invited to
// (docs/product-rules.md#inquiry-kinds-and-pages), read-only: header facts, the bid, items,
// questions, comments, attachments, clauses, project members and the state tracking of the
// supplier's own steps. One resource definition rendered by the kit's ResourceDetail; the quote
// editor and the bargaining panel sit beside it on the offer pages.
import {
  INCOTERMS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  UNITS,
  inquiryApi,
  inquiryMessages,
} from '@portal/contract';
import { useRef } from 'react';
import { Link } from '@fluentui/react-components';
import { token } from '../../kit/css-token';
import { InlineAlert } from '../../kit/form-layout';
import { followWith } from '../../kit/ref-link';
import { goToAnchor, useAnchor } from '../../kit/use-anchor';
import { ResourceDetail, defineResource } from '../../kit/resource';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/inquiry-detail.json';
import zh from '../../locales/zh/inquiry-detail.json';
import { quoteStateField } from '../../kit/status-colors';

export const INQUIRY_DETAIL_NS = 'inquiry-detail';
/** The ERP's codes this sheet labels (locales' common `enum.*`); other values show as they came. */
const PURCHASE_TYPES = ['standard', 'stockReplenishment'] as const;
const AGREEMENT_TYPES = ['frame'] as const;
const MEMBER_ROLES = ['buyer', 'qualityEngineer'] as const;
addTranslations(INQUIRY_DETAIL_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);

export interface InquiryDetailProps {
  /** The inquiry to show (attribute `inquiry-id`). */
  inquiryId: string;
  /**
   * Links to the page's sections above the sheet: the sheet, the quote and the bargaining rounds
   * (attribute `section-links`), for a page that shows the three one under another.
   */
  sectionLinks?: boolean;
}

const SECTIONS = ['inquiry', 'quote', 'bargaining'] as const;

export const inquiryDetailResource = defineResource({
  // The quote editor caches the same call under ['inquiry', 'detail', id]; this screen keeps its
  // own key so that neither refetches the other's copy behind the user's back.
  name: 'inquiry-sheet',
  title: 'title',
  ns: INQUIRY_DETAIL_NS,
  get: { route: inquiryApi.getInquiry, input: (id) => ({ id }) },
  fields: {
    inquiryNumber: { kind: 'text', label: 'f.inquiryNumber' },
    title: { kind: 'text', label: 'f.title' },
    kind: { kind: 'enum', label: 'f.kind', enum: 'inquiryKind', options: INQUIRY_KINDS },
    status: { kind: 'enum', label: 'f.status', enum: 'inquiryStatus', options: INQUIRY_STATUSES },
    rfxCategory: { kind: 'text', label: 'f.rfxCategory' },
    purchasingOrg: { kind: 'text', label: 'f.purchasingOrg' },
    purchasingGroup: { kind: 'text', label: 'f.purchasingGroup' },
    factory: { kind: 'text', label: 'f.factory' },
    creator: { kind: 'text', label: 'f.creator' },
    createdAt: { kind: 'date-time', label: 'f.createdAt' },
    bidStart: { kind: 'date-time', label: 'f.bidStart' },
    bidEnd: { kind: 'date-time', label: 'f.bidEnd' },
    bidValidityDays: { kind: 'number', label: 'f.bidValidityDays', unit: 'days' },
    budgetTotal: { kind: 'money', label: 'f.budgetTotal', currencyField: 'budgetCurrency' },
    quoteState: quoteStateField('f.quoteState'),
  },
  detail: {
    sections: [
      {
        title: 's.inquiry',
        fields: [
          'inquiryNumber',
          'title',
          'kind',
          'status',
          'rfxCategory',
          'purchasingOrg',
          'purchasingGroup',
          'factory',
          'creator',
          'createdAt',
        ],
      },
      {
        title: 's.bid',
        fields: ['bidStart', 'bidEnd', 'bidValidityDays', 'budgetTotal', 'quoteState'],
      },
      {
        title: 's.items',
        table: 'items',
        fields: {
          itemNo: { kind: 'number', label: 'item.itemNo' },
          materialNumber: { kind: 'text', label: 'item.materialNumber' },
          description: { kind: 'text', label: 'item.description' },
          mpn: { kind: 'text', label: 'item.mpn' },
          manufacturerCode: { kind: 'text', label: 'item.manufacturerCode' },
          quantity: { kind: 'number', label: 'item.quantity' },
          unit: { kind: 'enum', label: 'item.unit', enum: 'raw', options: UNITS },
          deliveryDateFrom: { kind: 'date', label: 'item.deliveryDateFrom' },
          deliveryDateTo: { kind: 'date', label: 'item.deliveryDateTo' },
          incoterms: { kind: 'enum', label: 'item.incoterms', enum: 'raw', options: INCOTERMS },
          deliveryPlace: { kind: 'text', label: 'item.deliveryPlace' },
          paymentPeriodDays: { kind: 'number', label: 'item.paymentPeriodDays', unit: 'days' },
          consignment: { kind: 'boolean', label: 'item.consignment' },
          // Codes from the ERP are labelled in the reader's language; a text the ERP sends as it is
          // (not one of the known codes) shows as it came (kit/enum-label.ts).
          purchaseType: {
            kind: 'enum',
            label: 'item.purchaseType',
            enum: 'purchaseType',
            options: PURCHASE_TYPES,
          },
          // A repair inquiry's unit (item.repair), read by name from the nested object.
          serialNumber: { kind: 'text', label: 'item.serialNumber' },
          reportedFault: { kind: 'text', label: 'item.reportedFault' },
          aircraftRegistration: { kind: 'text', label: 'item.aircraftRegistration' },
          tsn: { kind: 'number', label: 'item.tsn' },
          csn: { kind: 'number', label: 'item.csn' },
          tso: { kind: 'number', label: 'item.tso' },
          cso: { kind: 'number', label: 'item.cso' },
          requiredReturnDate: { kind: 'date', label: 'item.requiredReturnDate' },
        },
        columns: [
          { field: 'itemNo', width: 64 },
          { field: 'materialNumber', width: 150 },
          { field: 'description', width: 220 },
          { field: 'mpn', width: 130 },
          { field: 'manufacturerCode', width: 110 },
          // Only a repair inquiry's items carry a unit: its columns show for those alone.
          { field: 'serialNumber', width: 130, ifAny: true },
          { field: 'reportedFault', width: 220, ifAny: true },
          { field: 'aircraftRegistration', width: 120, ifAny: true },
          { field: 'tsn', width: 90, ifAny: true },
          { field: 'csn', width: 90, ifAny: true },
          { field: 'tso', width: 90, ifAny: true },
          { field: 'cso', width: 90, ifAny: true },
          { field: 'requiredReturnDate', width: 140, ifAny: true },
          { field: 'quantity', width: 90 },
          { field: 'unit', width: 70 },
          { field: 'deliveryDateFrom', width: 130 },
          { field: 'deliveryDateTo', width: 130 },
          { field: 'incoterms', width: 90 },
          { field: 'deliveryPlace', width: 180 },
          { field: 'paymentPeriodDays', width: 110 },
          { field: 'consignment', width: 100 },
          { field: 'purchaseType', width: 120 },
        ],
      },
      {
        title: 's.questions',
        table: 'questions',
        empty: 'empty.questions',
        wrap: true,
        fields: {
          text: { kind: 'text', label: 'question.text' },
          answer: { kind: 'text', label: 'question.answer' },
        },
        columns: [
          { field: 'text', width: 360 },
          { field: 'answer', width: 360 },
        ],
      },
      {
        title: 's.comments',
        table: 'comments',
        empty: 'empty.comments',
        wrap: true,
        fields: {
          at: { kind: 'date-time', label: 'comment.at' },
          author: { kind: 'text', label: 'comment.author' },
          text: { kind: 'text', label: 'comment.text' },
        },
        columns: [
          { field: 'at', width: 170 },
          { field: 'author', width: 150 },
          { field: 'text', width: 420 },
        ],
      },
      {
        title: 's.attachments',
        table: 'attachments',
        empty: 'empty.attachments',
        fields: {
          name: { kind: 'file', label: 'file.name' },
          size: { kind: 'bytes', label: 'file.size' },
          uploadedAt: { kind: 'date-time', label: 'file.uploadedAt' },
        },
        columns: [
          { field: 'name', width: 300 },
          { field: 'size', width: 100 },
          { field: 'uploadedAt', width: 170 },
        ],
      },
      {
        title: 's.clauses',
        table: 'clauses',
        empty: 'empty.clauses',
        fields: {
          agreementType: {
            kind: 'enum',
            label: 'clause.agreementType',
            enum: 'agreementType',
            options: AGREEMENT_TYPES,
          },
          number: { kind: 'text', label: 'clause.number' },
          name: { kind: 'text', label: 'clause.name' },
        },
        columns: [
          { field: 'agreementType', width: 160 },
          { field: 'number', width: 160 },
          { field: 'name', width: 320 },
        ],
      },
      {
        title: 's.members',
        table: 'projectMembers',
        empty: 'empty.members',
        fields: {
          name: { kind: 'text', label: 'member.name' },
          role: { kind: 'enum', label: 'member.role', enum: 'memberRole', options: MEMBER_ROLES },
        },
        columns: [
          { field: 'name', width: 200 },
          { field: 'role', width: 200 },
        ],
      },
      {
        title: 's.tracking',
        table: 'tracking',
        empty: 'empty.tracking',
        wrap: true,
        fields: {
          at: { kind: 'date-time', label: 'event.at' },
          event: { kind: 'text', label: 'event.event' },
          by: { kind: 'text', label: 'event.by' },
        },
        columns: [
          { field: 'at', width: 170 },
          { field: 'event', width: 380 },
          { field: 'by', width: 180 },
        ],
      },
    ],
  },
});

export function InquiryDetail({ inquiryId, sectionLinks = false }: InquiryDetailProps) {
  const { t } = useT(INQUIRY_DETAIL_NS);
  const sheet = useRef<HTMLDivElement>(null);
  useAnchor('inquiry', sheet, !!inquiryId);
  if (!inquiryId) return <InlineAlert intent="warning">{t('noInquiry')}</InlineAlert>;
  return (
    <div ref={sheet} id="inquiry">
      {sectionLinks ? (
        <nav aria-label={t('sections.label')} style={navStyle}>
          {SECTIONS.map((name) => (
            <Link key={name} href={`#${name}`} onClick={followWith(() => goToAnchor(name))}>
              {t(`sections.${name}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <ResourceDetail resource={inquiryDetailResource} id={inquiryId} />
    </div>
  );
}

const navStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${token('spacingVerticalXS')} ${token('spacingHorizontalL')}`,
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalL')}`,
} as const;

export default InquiryDetail;
