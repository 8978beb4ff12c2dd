// Messages of domestic waybills (issue 15), shared by the waybill screens and the server.
// waybill.zh.ts holds the same keys.
export const waybillEn = {
  'waybill.notFound': 'This waybill does not exist',
  'waybill.orderNotFound': 'This transport order does not exist',
  'waybill.exceptionNotFound': 'This exception does not exist',
  'waybill.orderNotConfirmed': 'Waybills are written for confirmed transport orders only',
  'waybill.tooMany': 'This order already has the most waybills allowed (20)',
  'waybill.numberTaken': 'Your company already used this waybill number',
  'waybill.numberInvalid': 'Use letters, digits and dashes only',
  'waybill.phoneInvalid': 'Enter a phone number (digits, spaces, +, -, brackets)',
  'waybill.rateTooHigh': 'The insurance rate is at most 5 %',
  'waybill.tooManyPhotos': 'At most 6 photos per exception',
  'waybill.photoUnknown': 'Photos must be images your company uploaded',
  'waybill.proofUnknown': 'The proof must be a file your company uploaded',
  'waybill.stale': 'Someone changed this meanwhile. Reload and try again.',
  'waybill.moveNotAllowed': 'This waybill cannot move to that state now',
  'waybill.exceptionNotAllowed':
    'Exceptions are recorded while the cargo is picked up or in transit',
  'waybill.tooManyExceptions': 'This waybill already has the most exceptions allowed (20)',
  'waybill.signNotAllowed': 'Only a waybill in transit can be signed for',
  'waybill.signedInFuture': 'The signing time cannot be in the future',
  'waybill.feedbackGiven': 'This exception already has feedback',
  'waybill.created': 'Waybill {{number}} created',
  'waybill.moved': 'Waybill state changed',
  'waybill.exceptionReported': 'Exception recorded',
  'waybill.signed': 'Sign-for recorded: delivered',
  'waybill.feedbackSaved': 'Feedback saved',
} as const;

export type WaybillMessageKey = keyof typeof waybillEn;
