// Messages of contracts and orders (issue 14), shared by the answer form and the server.
// order.zh.ts holds the same keys.
export const orderEn = {
  'order.priceRange': 'Enter a positive unit price with at most 4 decimals',
  'order.quantityRange': 'Enter a whole number from 1 to 99,999,999,999',
  'order.dateInvalid': 'Enter a date as YYYY-MM-DD',
  'order.datePast': 'A delivery date cannot be in the past',
  'order.reasonRequired': 'Please give a reason',
  'order.reasonTooLong': 'At most 200 characters',
  'order.deliveriesCount': 'Give from 1 to 10 deliveries',
  'order.deliveriesSum': 'The deliveries must add up to the line’s quantity',
  'order.amendNothing': 'This amendment changes nothing: confirm the line instead',
  'order.lineUnknown': 'This line is not in the contract',
  'order.lineTwice': 'This line is answered twice',
  'order.linesMissing': 'Answer every line of the contract',
  'order.unknownSupplier': 'There is no supplier with the code {{code}}',
  'order.unknownInquiry': 'There is no inquiry numbered {{number}}',
  'order.supplierChanged':
    'This contract belongs to another supplier: a revision cannot change the supplier',
  'order.kindChanged': 'A revision cannot change the kind of the contract',
  'order.closed': 'This contract is closed and can no longer change',
  'order.duplicate': 'This contract number arrived twice at once. Please send it again.',
  'order.received': 'Contract received',
  'order.notFound': 'This contract does not exist',
  'order.stale': 'Someone changed this contract meanwhile. Reload and answer again.',
  'order.notAwaitingAnswer': 'This contract is not waiting for your answer',
  'order.answered': 'Your answer was sent to the buyer',
} as const;

export type OrderMessageKey = keyof typeof orderEn;
