// 修理进度的消息（issue 14），键与 repair.en.ts 相同。
import type { RepairMessageKey } from './repair.en.ts';

export const repairZh: Record<RepairMessageKey, string> = {
  'repair.notFound': '该修理单不存在',
  'repair.onlyForRepair': '只有类型为“修理”的合同才能附带修理信息',
  'repair.stale': '该修理单已被他人修改，请刷新后重试。',
  'repair.moveNotAllowed': '修理单当前状态不能变为该状态',
  'repair.otherSide': '该状态应由对方设置',
  'repair.contractClosed': '该合同已关闭或被拒绝，修理进度不能再更改',
  'repair.dateFuture': '日期不能晚于今天',
  'repair.dateBeforePrevious': '日期不能早于上一次更新（{{date}}）',
  'repair.fileUnknown': '该文件不是贵公司上传的',
  'repair.certificateRequired':
    '发运的部件必须附适航放行证书（FAA 8130-3、EASA Form 1 或 CAAC AAC-038）',
  'repair.certificateOnlyShipped': '适航放行证书只能随“已发运”状态提交',
  'repair.tooManyUpdates': '该修理单的更新次数已达上限',
  'repair.costNotNow': '只有部件在修理厂期间才能追加费用',
  'repair.costCurrency': '请以合同币种（{{currency}}）填写费用',
  'repair.tooManyCosts': '该修理单的追加费用已达上限',
  'repair.costNotFound': '该追加费用不存在',
  'repair.costDecided': '该追加费用已处理过',
  'repair.remarkRequired': '请填写拒绝原因',
  'repair.updated': '修理状态已更新',
  'repair.costAdded': '追加费用已提交采购方审批',
  'repair.costDecidedOk': '追加费用的审批结果已保存',
};
