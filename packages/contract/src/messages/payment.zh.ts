// 付款概览的消息（issue 16），键与 payment.en.ts 相同。
import type { PaymentMessageKey } from './payment.en.ts';

export const paymentZh: Record<PaymentMessageKey, string> = {
  'payment.unknownSupplier': '不存在代码为 {{code}} 的供应商',
  'payment.billNotFound': '该供应商没有账单 {{number}}',
  'payment.billNotApproved': '账单 {{number}} 尚未审核通过，不能安排付款或付款',
  'payment.billPaid': '账单 {{number}} 已全额付款',
  'payment.overpaid': '账单 {{number}} 未付金额为 {{open}}，{{amount}} 超出了该金额',
  'payment.currency': '账单 {{number}} 的币种为 {{currency}}，与付款币种不一致',
  'payment.remittanceConflict': '付款 {{reference}} 已按其他内容登记，请使用新的付款参考号',
  'payment.billRepeated': '同一账单在一笔付款中只能出现一次',
  'payment.cents': '金额最多保留两位小数',
  'payment.dateRule': '日期格式为 YYYY-MM-DD',
};
