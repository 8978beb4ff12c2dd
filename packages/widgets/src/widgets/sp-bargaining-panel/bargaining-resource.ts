// The supplier's rounds as a kit resource (docs/architecture.md, "The kit"): the list call, paged 20
// at a time and filtered by state, and the two answers that take input as forms: a new price for one
// round, or a decline (remarks optional) for one round or several. The decline is a destructive
// answer: an alert dialog with a red button, like the kit's confirm dialog. The rounds keep a table
// of their own (bargaining-table.tsx): only open rounds can be selected, and each action names its
// round for a screen reader.
import { inquiryApi, type BargainingRow } from '@portal/contract';
import { defineForm, defineResource, type BulkAction, type RowAction } from '../../kit/resource';
import { formatMoney } from '../../runtime/format';
import { BARGAINING_NS } from './bargaining-panel-text';
import { isOpen } from './bargaining-table';

/** The query-key root of the rounds: every answer refetches them. */
export const BARGAINING_KEY = 'bargaining';
export const PAGE_SIZE = 20;

const rules = () => import('./round-rules');
const answerRules = () => rules().then((m) => m.bargainingAnswerFormSchema);
const declineRules = () => rules().then((m) => m.bargainingDeclineFormSchema);

const remarks = (label: string) => ({ kind: 'textarea' as const, label, maxLength: 500 });

export const answerForm = defineForm<
  typeof inquiryApi.answerBargaining,
  { price: number; remarks: string },
  BargainingRow
>({
  route: inquiryApi.answerBargaining,
  schema: answerRules,
  title: 'answer.title',
  titleValues: (r) => ({ no: r.itemNo }),
  intro: 'answer.context',
  introValues: (r) => ({
    price: formatMoney(r.price, r.currency),
    last: formatMoney(r.lastPrice, r.currency),
  }),
  fields: {
    price: { kind: 'money', label: 'answer.price', required: true },
    remarks: remarks('answer.remarks'),
  },
  labelValues: (r) => ({ currency: r.currency }),
  sections: [{ fields: ['price', 'remarks'] }],
  initialValues: () => ({}),
  toInput: (v, r) => ({ id: r.id, version: r.version, action: 'answer', ...v }),
  submitLabel: 'answer.send',
  successMessage: 'done.answered',
});

const declineBase = {
  schema: declineRules,
  intro: 'decline.body',
  fields: { remarks: remarks('decline.remarks') },
  sections: [{ fields: ['remarks' as const] }],
  initialValues: () => ({}),
  submitLabel: 'decline.confirm',
  // The panel says how many were declined (and skipped) itself.
  successMessage: false as const,
  danger: true,
};

/** Declining one round (the row's Decline). */
export const declineOneForm = defineForm<
  typeof inquiryApi.declineBargaining,
  { remarks: string },
  BargainingRow
>({
  ...declineBase,
  route: inquiryApi.declineBargaining,
  title: 'decline.title',
  titleValues: (r) => ({ no: r.itemNo }),
  toInput: (v, r) => ({ id: r.id, version: r.version, remarks: v.remarks }),
});

/** Declining the selected rounds at once (rounds closed meanwhile are skipped by the server). */
export const declineManyForm = defineForm<
  typeof inquiryApi.batchDeclineBargaining,
  { remarks: string },
  BargainingRow[]
>({
  ...declineBase,
  route: inquiryApi.batchDeclineBargaining,
  title: 'decline.titleMany',
  titleValues: (rounds) => ({ count: rounds.length }),
  toInput: (v, rounds) => ({ ids: rounds.map((r) => r.id), remarks: v.remarks }),
});

/** A row's Answer and Decline open their forms on the round. */
export const answerAction: RowAction<BargainingRow> = {
  key: 'answer',
  label: 'actions.answer',
  form: answerForm,
};
export const declineAction: RowAction<BargainingRow> = {
  key: 'decline',
  label: 'actions.decline',
  form: declineOneForm,
};

/** The rounds, paged; `now` decides which are still open (a bulk decline takes only those). */
export function roundsResource(now: () => number) {
  const declineSelected: BulkAction<BargainingRow> = {
    key: 'decline',
    label: 'actions.declineSelected',
    enabled: (r) => isOpen(r, now()),
    form: declineManyForm,
  };
  return defineResource({
    name: BARGAINING_KEY,
    title: 'table',
    ns: BARGAINING_NS,
    list: inquiryApi.listBargaining,
    fields: {},
    // The table is the widget's own (see above); the kit holds the request, paging, selection and
    // the forms the actions open.
    columns: [],
    pageSizes: [PAGE_SIZE],
    rowActions: [answerAction, declineAction],
    bulkActions: [declineSelected],
  });
}
