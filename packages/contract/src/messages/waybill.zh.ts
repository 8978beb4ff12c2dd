// 国内运单的消息（issue 15），键与 waybill.en.ts 相同。
import type { WaybillMessageKey } from './waybill.en.ts';

export const waybillZh: Record<WaybillMessageKey, string> = {
  'waybill.notFound': '该运单不存在',
  'waybill.orderNotFound': '该运输订单不存在',
  'waybill.exceptionNotFound': '该异常记录不存在',
  'waybill.orderNotConfirmed': '只能为已确认的运输订单创建运单',
  'waybill.tooMany': '该订单的运单数已达上限（20）',
  'waybill.numberTaken': '贵公司已使用过该运单号',
  'waybill.numberInvalid': '只能使用字母、数字和短横线',
  'waybill.phoneInvalid': '请输入电话号码（数字、空格、+、-、括号）',
  'waybill.rateTooHigh': '保险费率最高为 5%',
  'waybill.tooManyPhotos': '每条异常最多 6 张照片',
  'waybill.photoUnknown': '照片必须是贵公司上传的图片',
  'waybill.proofUnknown': '签收凭证必须是贵公司上传的文件',
  'waybill.stale': '数据已被他人修改，请刷新后重试。',
  'waybill.moveNotAllowed': '该运单当前不能变更到该状态',
  'waybill.exceptionNotAllowed': '只能在已揽收或运输中时登记异常',
  'waybill.tooManyExceptions': '该运单的异常记录已达上限（20）',
  'waybill.signNotAllowed': '只有运输中的运单可以签收',
  'waybill.signedInFuture': '签收时间不能晚于当前时间',
  'waybill.feedbackGiven': '该异常已有反馈',
  'waybill.created': '运单 {{number}} 已创建',
  'waybill.moved': '运单状态已变更',
  'waybill.exceptionReported': '异常已登记',
  'waybill.signed': '已登记签收：已送达',
  'waybill.feedbackSaved': '反馈已保存',
};
