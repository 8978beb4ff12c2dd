import type { OperationLogMessageKey } from './operation-log.en.ts';

export const operationLogZh: Record<OperationLogMessageKey, string> = {
  'oplog.dateRule': '请按 YYYY-MM-DD 格式输入日期',
  'oplog.rangeOrder': '时间范围的结束早于开始',
  'oplog.rangeTooLong': '时间范围最多 366 天',
  'oplog.notFound': '该日志记录不存在',
  'oplog.sheet': '操作日志',
  'oplog.file': '操作日志',
  'oplog.col.time': '时间',
  'oplog.col.name': '姓名',
  'oplog.col.account': '账号',
  'oplog.col.company': '公司',
  'oplog.col.type': '类型',
  'oplog.col.item': '操作内容',
  'oplog.col.ip': 'IP 地址',
  'oplog.col.mac': 'MAC 地址',
  'oplog.type.0': '退出',
  'oplog.type.1': '登录',
  'oplog.type.2': '新增',
  'oplog.type.3': '修改',
  'oplog.type.4': '删除',
  'oplog.type.5': '查询',
};
