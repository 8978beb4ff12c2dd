// Messages of contracts and orders in Chinese: the keys of order.en.ts.
import type { OrderMessageKey } from './order.en.ts';

export const orderZh: Record<OrderMessageKey, string> = {
  'order.priceRange': '请输入正数单价，最多 4 位小数',
  'order.quantityRange': '请输入 1 到 99,999,999,999 之间的整数',
  'order.dateInvalid': '请按 YYYY-MM-DD 格式输入日期',
  'order.datePast': '交货日期不能早于今天',
  'order.reasonRequired': '请填写原因',
  'order.reasonTooLong': '最多 200 个字符',
  'order.deliveriesCount': '请填写 1 到 10 次交货',
  'order.deliveriesSum': '各次交货数量之和须等于该行数量',
  'order.amendNothing': '此修改未改变任何内容，请直接确认该行',
  'order.lineUnknown': '合同中没有这一行',
  'order.lineTwice': '这一行被答复了两次',
  'order.linesMissing': '请答复合同的每一行',
  'order.unknownSupplier': '没有编码为 {{code}} 的供应商',
  'order.unknownInquiry': '没有编号为 {{number}} 的询价单',
  'order.supplierChanged': '该合同属于其他供应商：修订不能更换供应商',
  'order.kindChanged': '修订不能更改合同类型',
  'order.closed': '该合同已关闭，不能再更改',
  'order.duplicate': '该合同编号同时到达两次，请重新发送。',
  'order.received': '已收到合同',
  'order.notFound': '该合同不存在',
  'order.stale': '该合同已被他人修改，请刷新后重新答复。',
  'order.notAwaitingAnswer': '该合同不在待您答复的状态',
  'order.answered': '您的答复已发送给采购方',
};
