// Messages of the payment overview (issue 16), shared by the widget and the server.
// payment.zh.ts holds the same keys.
export const paymentEn = {
  'payment.unknownSupplier': 'No supplier has the code {{code}}',
  'payment.billNotFound': 'The supplier has no bill {{number}}',
  'payment.billNotApproved': 'Bill {{number}} is not approved, so it cannot be scheduled or paid',
  'payment.billPaid': 'Bill {{number}} is already paid in full',
  'payment.overpaid': 'Bill {{number}} has {{open}} open; {{amount}} is more than that',
  'payment.currency': 'Bill {{number}} is in {{currency}}; the remittance is not',
  'payment.remittanceConflict':
    'Remittance {{reference}} was already recorded with other content; send a new reference',
  'payment.billRepeated': 'Each bill appears once in a remittance',
  'payment.cents': 'An amount has at most two decimals',
  'payment.dateRule': 'A date is written YYYY-MM-DD',
} as const;

export type PaymentMessageKey = keyof typeof paymentEn;
