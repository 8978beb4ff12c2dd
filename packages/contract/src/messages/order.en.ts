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
} as const;

export type OrderMessageKey = keyof typeof orderEn;
