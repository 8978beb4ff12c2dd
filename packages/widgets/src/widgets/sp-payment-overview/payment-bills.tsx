// Where each submitted bill stands (docs/decisions/2026-11-28-payments.md): submitted, not approved,
// approved, scheduled for payment (date), partly paid or paid (date, amount, remittance references),
// with its due date under the company's terms; newest change first, paged by the server.
import { useMemo } from 'react';
import {
  PAYMENT_POSITIONS,
  paymentsApi,
  type PaymentBillRow,
  type PaymentPosition,
} from '@portal/contract';
import { ResourceList, defineResource, type StatusColor } from '../../kit/resource';
import { useT, type TFunction } from '../../runtime/i18n';
import { PAYMENT_NS } from './payment-text';

export const PAYMENT_POSITION_COLORS: Record<PaymentPosition, StatusColor> = {
  submitted: 'warning',
  notApproved: 'danger',
  approved: 'informative',
  scheduled: 'brand',
  partlyPaid: 'warning',
  paid: 'success',
};

function paymentBillsResource(t: TFunction) {
  return defineResource({
    name: 'payment-bills',
    title: 'list.title',
    ns: PAYMENT_NS,
    list: paymentsApi.listPaymentBills,
    emptyHint: 'list.empty',
    fields: {
      number: { kind: 'text', label: 'f.number' },
      position: {
        kind: 'status',
        label: 'f.position',
        enum: 'paymentPosition',
        options: PAYMENT_POSITIONS,
        colors: PAYMENT_POSITION_COLORS,
      },
      amount: { kind: 'money', label: 'f.amount', currencyField: 'currency' },
      approvedAt: { kind: 'date', label: 'f.approvedAt' },
      dueOn: { kind: 'date', label: 'f.dueOn' },
      scheduledOn: { kind: 'date', label: 'f.scheduledOn' },
      paidAmount: { kind: 'money', label: 'f.paidAmount', currencyField: 'currency' },
      lastPaidOn: { kind: 'date', label: 'f.lastPaidOn' },
      remittances: { kind: 'text', label: 'f.remittances' },
    },
    columns: [
      {
        field: 'number',
        width: 180,
        essential: true,
        render: (row: PaymentBillRow) =>
          row.revision > 1
            ? t('revisionOf', { number: row.number, revision: row.revision })
            : row.number,
      },
      { field: 'position', width: 170, essential: true },
      { field: 'amount', width: 150, essential: true },
      { field: 'approvedAt', width: 120 },
      { field: 'dueOn', width: 120 },
      { field: 'scheduledOn', width: 130 },
      { field: 'paidAmount', width: 150 },
      { field: 'lastPaidOn', width: 120 },
      {
        field: 'remittances',
        width: 200,
        render: (row: PaymentBillRow) => row.remittances.map((r) => r.reference).join(', '),
      },
    ],
  });
}

export function PaymentBills() {
  const { t } = useT([PAYMENT_NS, 'common']);
  const resource = useMemo(() => paymentBillsResource(t), [t]);
  return <ResourceList resource={resource} stateKey="payment-bills" />;
}
