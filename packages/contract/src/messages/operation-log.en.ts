// Messages of the operation log (`/sys/log`, `/sup/sys/log`): its input rules, its refusals and
// the exported workbook's sheet, headers and type names. operation-log.zh.ts holds the same keys.
export const operationLogEn = {
  'oplog.dateRule': 'Enter a date as YYYY-MM-DD',
  'oplog.rangeOrder': 'The end of the time range is before its start',
  'oplog.rangeTooLong': 'A time range can span at most 366 days',
  'oplog.notFound': 'This log entry does not exist',
  'oplog.sheet': 'Operation log',
  'oplog.file': 'operation-log',
  'oplog.col.time': 'Time',
  'oplog.col.name': 'Name',
  'oplog.col.account': 'Account',
  'oplog.col.company': 'Company',
  'oplog.col.type': 'Type',
  'oplog.col.item': 'Item',
  'oplog.col.ip': 'IP',
  'oplog.col.mac': 'MAC',
  'oplog.type.0': 'Exit',
  'oplog.type.1': 'Login',
  'oplog.type.2': 'Add',
  'oplog.type.3': 'Modify',
  'oplog.type.4': 'Delete',
  'oplog.type.5': 'Query',
} as const;
export type OperationLogMessageKey = keyof typeof operationLogEn;
