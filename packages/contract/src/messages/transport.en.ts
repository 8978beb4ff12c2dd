// Messages of transport inquiries, quotes and orders (issue 15), shared by the transport screens
// and the server. transport.zh.ts holds the same keys.
export const transportEn = {
  'transport.notFound': 'This transport inquiry does not exist',
  'transport.orderNotFound': 'This transport order does not exist',
  'transport.quoteNotFound': 'This transport quote does not exist',
  'transport.stale': 'Someone changed this meanwhile. Reload and try again.',
  'transport.notTransportSupplier': 'Only transport suppliers can quote transport inquiries',
  'transport.supplierNotTransport': 'Choose approved transport suppliers only',
  'transport.sameOriginDestination': 'Origin and destination must differ',
  'transport.deadlinePast': 'The reply deadline cannot be in the past',
  'transport.validityPast': 'The validity date cannot be in the past',
  'transport.quoteClosed':
    'This inquiry no longer takes quotes (deadline passed, awarded or closed)',
  'transport.noticeUnknown': 'No ship notice has this number',
  'transport.closeNotAllowed': 'Only an open inquiry without an award can be closed',
  'transport.breaksAirOnly': 'Weight breaks are for air quotes only',
  'transport.breaksDuplicate': 'Each weight break needs its own minimum weight',
  'transport.awardNotAllowed': 'Only an inquiry with quotes and no award yet can be awarded',
  'transport.orderAnswered': 'This order was already answered',
  'transport.reasonRequired': 'Please give a reason for declining',
  'transport.created': 'Transport inquiry {{number}} sent',
  'transport.quoted': 'Transport quote saved',
  'transport.awarded': 'Awarded: order {{number}} awaits the supplier',
  'transport.confirmed': 'Order confirmed',
  'transport.declined': 'Order declined',
  'transport.inquiryClosed': 'Transport inquiry closed',
} as const;

export type TransportMessageKey = keyof typeof transportEn;
