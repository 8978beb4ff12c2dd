// Opening a bargaining round on the chosen quote lines: the kit's form dialog over the
// openBargaining call (target price in the lines' currency, a deadline a day ahead by default,
// remarks) with the lines it applies to above the form. The contract's round rules check it as the
// user types; the server checks again and its field messages land on the fields. Success closes the
// dialog and refetches the comparison (the form's resource is the widget's query-key root).
import { inquiryApi, type BargainingRoundInput } from '@portal/contract';
import { ResourceFormDialog, defineForm, type ResourceBase } from '../../kit/resource';
import { token } from '../../kit/css-token';
import { formatMoneySafe } from '../../kit/field-value';
import { useT } from '../../runtime/i18n';
import { QUOTE_REVIEW_KEY } from './buyer-inquiry-resource';
import type { OfferRow } from './offer-rows';
import { QUOTE_REVIEW_NS } from './quote-review-text';

const HOUR = 3_600_000;

/** The values the form edits: the round, and the lines' currency the price is typed in. */
type RoundValues = Required<BargainingRoundInput> & { currency?: string };

const roundResource: ResourceBase = { name: QUOTE_REVIEW_KEY, ns: QUOTE_REVIEW_NS, fields: {} };

/** The round form; `now` is the clock its deadline is checked against (and defaults from). */
export function roundForm(now: () => number) {
  return defineForm<typeof inquiryApi.openBargaining, RoundValues, OfferRow[]>({
    route: inquiryApi.openBargaining,
    schema: () => import('./round-rules').then((m) => m.bargainingRoundFormSchema(now)),
    title: 'round.title',
    intro: 'round.lines',
    introValues: (lines) => ({ count: lines.length }),
    fields: {
      targetPrice: {
        kind: 'money',
        label: 'round.targetPrice',
        required: true,
        currencyField: 'currency',
      },
      deadline: { kind: 'date-time', label: 'round.deadline', required: true },
      remarks: { kind: 'textarea', label: 'round.remarks', maxLength: 500 },
    },
    sections: [{ title: 'round.section', fields: ['targetPrice', 'deadline', 'remarks'] }],
    // This time tomorrow, on the hour.
    initialValues: (lines) => ({
      deadline: new Date(Math.ceil(now() / HOUR) * HOUR + 24 * HOUR).toISOString(),
      currency: lines[0]?.currency,
    }),
    toInput: (v, lines) => ({
      targetPrice: v.targetPrice,
      deadline: v.deadline,
      remarks: v.remarks,
      quoteLineIds: lines.map((l) => l.id),
    }),
    submitLabel: 'round.submit',
    successMessage: 'round.opened',
  });
}

export interface RoundDialogProps {
  lines: OfferRow[];
  form: ReturnType<typeof roundForm>;
  onClose: () => void;
  onOpened: (quoteLineIds: string[]) => void;
}

export function RoundDialog({ lines, form, onClose, onOpened }: RoundDialogProps) {
  const { t } = useT(QUOTE_REVIEW_NS);
  return (
    <ResourceFormDialog
      resource={roundResource}
      form={form}
      record={lines}
      onClose={onClose}
      onSaved={() => onOpened(lines.map((l) => l.id))}
      before={
        <ul style={{ margin: `0 0 ${token('spacingVerticalM')}`, paddingInlineStart: 20 }}>
          {lines.map((l) => (
            <li key={l.id}>
              {t('round.line', {
                supplier: l.supplierName,
                itemNo: l.itemNo,
                price: formatMoneySafe(l.unitPrice, l.currency),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
