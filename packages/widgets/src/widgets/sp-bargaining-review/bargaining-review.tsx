// sp-bargaining-review: every bargaining round the buyer's staff opened (/hna/hnaQuoteBargaining/
// index), across suppliers, with the price before the round, the target, the supplier's answer and
// its remarks; tabs by status, a search, and a link to the inquiry's quote comparison. One resource
// definition rendered by the kit's ResourceList.
import { useMemo } from 'react';
import { BARGAINING_STATES, inquiryApi, inquiryMessages } from '@portal/contract';
import { ResourceList, defineResource } from '../../kit/resource';
import { routeRef, type LinkBindings } from '../../kit/links';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/bargaining-review.json';
import zh from '../../locales/zh/bargaining-review.json';
import { bargainingStateField } from '../../kit/status-colors';

export const BARGAINING_REVIEW_NS = 'bargaining-review';
addTranslations(BARGAINING_REVIEW_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);

export interface BargainingReviewProps {
  /** Only the rounds of this inquiry (attribute `inquiry-id`). */
  inquiryId?: string;
  /** Where an inquiry's number links: `compare`, its quote comparison (`{id}` the inquiry id). */
  links?: LinkBindings<typeof bargainingReviewLinks>;
}

export const bargainingReviewLinks = { compare: routeRef('id') };

export function bargainingReviewResource() {
  return defineResource({
    name: 'bargaining-review',
    links: bargainingReviewLinks,
    title: 'title',
    ns: BARGAINING_REVIEW_NS,
    list: inquiryApi.listBuyerBargaining,
    emptyHint: 'empty',
    fields: {
      inquiryNumber: { kind: 'text', label: 'f.inquiryNumber' },
      itemNo: { kind: 'number', label: 'f.itemNo' },
      partNumber: { kind: 'text', label: 'f.partNumber' },
      supplierName: { kind: 'text', label: 'f.supplierName' },
      lastPrice: { kind: 'money', label: 'f.lastPrice', currencyField: 'currency' },
      price: { kind: 'money', label: 'f.price', currencyField: 'currency' },
      answerPrice: { kind: 'money', label: 'f.answerPrice', currencyField: 'currency' },
      count: { kind: 'number', label: 'f.count' },
      deadline: { kind: 'date-time', label: 'f.deadline' },
      user: { kind: 'text', label: 'f.user' },
      status: bargainingStateField('f.status'),
      answeredAt: { kind: 'date-time', label: 'f.answeredAt' },
      remarks: { kind: 'text', label: 'f.remarks' },
      answerRemarks: { kind: 'text', label: 'f.answerRemarks' },
    },
    // The state of the round and the three prices first; who and when after them.
    columns: [
      { field: 'inquiryNumber', width: 150, essential: true, card: 'title' },
      { field: 'itemNo', width: 64 },
      { field: 'partNumber', width: 130, card: 'subtitle' },
      { field: 'supplierName', width: 200, card: 'field' },
      { field: 'status', width: 110, card: 'field' },
      { field: 'price', width: 130, card: 'field' },
      { field: 'answerPrice', width: 140, card: 'field' },
      { field: 'deadline', width: 170 },
      { field: 'lastPrice', width: 140 },
      { field: 'count', width: 70 },
      { field: 'answeredAt', width: 170 },
      { field: 'user', width: 120 },
      { field: 'remarks', width: 220 },
      { field: 'answerRemarks', width: 220 },
    ],
    tabs: [
      { key: 'all', label: 'tab.all', input: {} },
      ...BARGAINING_STATES.map((status) => ({
        key: status,
        label: `tab.${status}`,
        input: { status },
      })),
    ],
    filters: [{ kind: 'text', param: 'keyword', label: 'f.keyword' }],
    rowLink: {
      field: 'inquiryNumber',
      to: (row) => ({ ref: 'compare', params: { id: row.inquiryId } }),
    },
  });
}

const resource = bargainingReviewResource();

export function BargainingReview({ inquiryId, links }: BargainingReviewProps) {
  const input = useMemo(() => (inquiryId ? { inquiryId } : undefined), [inquiryId]);
  return (
    <ResourceList resource={resource} input={input} links={links} stateKey="bargaining-review" />
  );
}

export default BargainingReview;
