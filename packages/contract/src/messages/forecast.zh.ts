// 发货计划的消息（issue 15），键与 forecast.en.ts 相同。
import type { ForecastMessageKey } from './forecast.en.ts';

export const forecastZh: Record<ForecastMessageKey, string> = {
  'forecast.notFound': '该合同不存在',
  'forecast.lineNotFound': '该行不在此合同中',
  'forecast.notConfirmed': '只有已确认的货物合同才能填写发货计划',
  'forecast.stale': '该计划已被他人修改，请刷新后重试。',
  'forecast.tooManyEntries': '每行最多 {{max}} 次计划发货',
  'forecast.overQuantity': '计划数量合计不能超过行数量（{{max}}）',
  'forecast.datePast': '计划日期 {{date}} 已过去',
  'forecast.dateTooFar': '计划日期 {{date}} 超出两年以后',
  'forecast.duplicateDate': '{{date}} 有两次发货，请合并为一次',
  'forecast.rangeReversed': '结束日期不能早于开始日期',
  'forecast.tooManyChanges': '该合同的计划变更次数过多',
  'forecast.saved': '发货计划已保存',
};
