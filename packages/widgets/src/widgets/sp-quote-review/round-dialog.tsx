// Opening a bargaining round on the chosen quote lines: a modal with the lines it applies to and the
// kit's ResourceForm over the openBargaining call (target price in the lines' currency, a deadline
// a day ahead by default, remarks). The contract's round rules check it as the user types; the
// server checks again and its field messages land on the fields. Success closes the dialog and
// refetches the comparison.
import { useMemo } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { inquiryApi } from '@portal/contract';
import { ResourceForm, defineResource, type SchemaLike } from '../../kit/resource';
import { token } from '../../kit/css-token';
import { formatMoneySafe } from '../../kit/field-value';
import { useT } from '../../runtime/i18n';
import { QUOTE_REVIEW_KEY } from './buyer-inquiry-resource';
import type { OfferRow } from './offer-rows';
import { QUOTE_REVIEW_NS } from './quote-review-text';

export interface RoundValues {
  targetPrice: number;
  deadline: string;
  remarks: string;
}

export interface RoundDialogProps {
  lines: OfferRow[];
  schema: SchemaLike<RoundValues>;
  /** The default deadline: this time tomorrow, on the hour. */
  now: number;
  onClose: () => void;
  onOpened: (quoteLineIds: string[]) => void;
}

const HOUR = 3_600_000;

function roundResource(lines: OfferRow[], schema: SchemaLike<RoundValues>, now: number) {
  const ids = lines.map((l) => l.id);
  return defineResource({
    name: QUOTE_REVIEW_KEY,
    title: 'round.form',
    ns: QUOTE_REVIEW_NS,
    fields: {
      targetPrice: {
        kind: 'money',
        label: 'round.targetPrice',
        required: true,
        currency: lines[0]?.currency,
      },
      deadline: { kind: 'date-time', label: 'round.deadline', required: true },
      remarks: { kind: 'textarea', label: 'round.remarks', maxLength: 500 },
    },
    save: {
      route: inquiryApi.openBargaining,
      sections: [{ title: 'round.section', fields: ['targetPrice', 'deadline', 'remarks'] }],
      schema,
      initialValues: () => ({
        deadline: new Date(Math.ceil(now / HOUR) * HOUR + 24 * HOUR).toISOString(),
      }),
      toInput: (values: RoundValues) => ({ ...values, quoteLineIds: ids }),
      submitLabel: 'round.submit',
      successMessage: 'round.opened',
    },
  });
}

export function RoundDialog({ lines, schema, now, onClose, onOpened }: RoundDialogProps) {
  const { t } = useT(QUOTE_REVIEW_NS);
  const resource = useMemo(() => roundResource(lines, schema, now), [lines, schema, now]);
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <DialogBody>
          <DialogTitle>{t('round.title')}</DialogTitle>
          <DialogContent>
            <p style={{ margin: `0 0 ${token('spacingVerticalS')}` }}>
              {t('round.lines', { count: lines.length })}
            </p>
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
            <ResourceForm
              bare
              resource={resource}
              onCancel={onClose}
              onSaved={() => onOpened(lines.map((l) => l.id))}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
