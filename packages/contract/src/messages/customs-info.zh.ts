// 报关信息的消息（issue 15），键与 customs-info.en.ts 相同。
import type { CustomsInfoMessageKey } from './customs-info.en.ts';

export const customsInfoZh: Record<CustomsInfoMessageKey, string> = {
  'customsInfo.saved': '报关信息已保存',
  'customsInfo.shipmentNotFound': '该发货通知不存在',
  'customsInfo.stale': '该报关信息已被他人修改，请刷新后重试。',
  'customsInfo.moveNotAllowed': '报关状态不能从当前状态变为该状态',
  'customsInfo.hsCodeRule': 'HS 编码必须为 10 位数字（中国海关税则）',
  'customsInfo.valueRule': '申报价值须大于 0、不超过 1,000,000,000，最多两位小数',
  'customsInfo.currencyRequired': '请选择申报价值的币种',
  'customsInfo.originRequired': '请选择原产国',
  'customsInfo.brokerRequired': '请选择报关员',
  'customsInfo.brokerNotFound': '该报关员不在贵公司的报关授权中',
  'customsInfo.brokerNotValid': '该报关员的授权已撤销或已过期，请选择有效的授权',
  'customsInfo.declarationRule': '报关单号必须为 18 位数字',
  'customsInfo.declarationRequired': '已申报的货物须填写 18 位报关单号',
  'customsInfo.declarationTooEarly': '申报后才有报关单号',
  'customsInfo.tooManyDocuments': '每票货物最多 10 个单证',
  'customsInfo.documentRepeated': '每个单证只能添加一次',
  'customsInfo.documentUnknown': '有单证不是贵公司上传的文件',
};
