// Messages of repair progress (issue 14), shared by the repair screens and the server.
// repair.zh.ts holds the same keys.
export const repairEn = {
  'repair.notFound': 'This repair order does not exist',
  'repair.onlyForRepair': 'Repair data can only be sent with a contract of kind "repair"',
  'repair.stale': 'Someone changed this repair meanwhile. Reload and try again.',
  'repair.moveNotAllowed': 'The repair cannot move to this status from its current one',
  'repair.otherSide': 'This status is set by the other side',
  'repair.contractClosed': 'This contract is closed or rejected: its repair no longer changes',
  'repair.dateFuture': 'The date cannot be in the future',
  'repair.dateBeforePrevious': 'The date cannot be before the previous update ({{date}})',
  'repair.fileUnknown': 'This file was not uploaded by your company',
  'repair.certificateRequired':
    'A shipped unit needs its release certificate (FAA 8130-3, EASA Form 1 or CAAC AAC-038)',
  'repair.certificateOnlyShipped': 'A release certificate goes with the status "shipped" only',
  'repair.tooManyUpdates': 'This repair has too many updates',
  'repair.costNotNow': 'Costs can be added only while the unit is at the repair shop',
  'repair.costCurrency': 'Give the cost in the contract currency ({{currency}})',
  'repair.tooManyCosts': 'This repair has too many added costs',
  'repair.costNotFound': 'This added cost does not exist',
  'repair.costDecided': 'This added cost was already decided',
  'repair.remarkRequired': 'Please give a reason for refusing',
  'repair.updated': 'Repair status updated',
  'repair.costAdded': 'The cost was sent to the buyer for approval',
  'repair.costDecidedOk': 'Decision on the cost saved',
} as const;

export type RepairMessageKey = keyof typeof repairEn;
