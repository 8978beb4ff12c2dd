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
};
