// 运输询价、报价与订单的消息（issue 15），键与 transport.en.ts 相同。
import type { TransportMessageKey } from './transport.en.ts';

export const transportZh: Record<TransportMessageKey, string> = {
  'transport.notFound': '该运输询价不存在',
  'transport.orderNotFound': '该运输订单不存在',
  'transport.quoteNotFound': '该运输报价不存在',
  'transport.stale': '数据已被他人修改，请刷新后重试。',
  'transport.notTransportSupplier': '只有运输供应商可以对运输询价报价',
  'transport.supplierNotTransport': '请只选择已准入的运输供应商',
  'transport.sameOriginDestination': '起运地与目的地不能相同',
  'transport.deadlinePast': '报价截止日期不能早于今天',
  'transport.validityPast': '报价有效期不能早于今天',
  'transport.quoteClosed': '该询价已不再接受报价（已过截止日期、已定标或已关闭）',
  'transport.noticeUnknown': '没有该编号的发货通知',
  'transport.closeNotAllowed': '只有尚未定标的询价才能关闭',
  'transport.breaksAirOnly': '重量分段仅适用于空运报价',
  'transport.breaksDuplicate': '每个重量分段的起始重量不能重复',
  'transport.awardNotAllowed': '只有已有报价且尚未定标的询价才能定标',
  'transport.orderAnswered': '该订单已答复',
  'transport.reasonRequired': '请填写拒绝原因',
  'transport.created': '运输询价 {{number}} 已发出',
  'transport.quoted': '运输报价已保存',
  'transport.awarded': '已定标：订单 {{number}} 等待供应商确认',
  'transport.confirmed': '订单已确认',
  'transport.declined': '订单已拒绝',
  'transport.inquiryClosed': '运输询价已关闭',
};
