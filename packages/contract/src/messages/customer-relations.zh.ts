import type { CustomerRelationsMessageKey } from './customer-relations.en.ts';

export const customerRelationsZh: Record<CustomerRelationsMessageKey, string> = {
  'relations.supplierRequired': '请选择供应商',
  'relations.memberRequired': '请选择集团成员公司',
  'relations.businessRequired': '请选择业务类型',
  'relations.sinceRule': '请选择开始日期',
  'relations.sinceFuture': '开始日期不能晚于今天',
  'relations.reasonRequired': '请填写终止关系的原因',
  'relations.textTooLong': '内容过长',
  'relations.notFound': '该客户关系不存在',
  'relations.supplierNotFound': '该供应商不存在',
  'relations.stale': '该关系已被他人修改，请刷新后重试。',
  'relations.duplicate': '该供应商已在此业务上服务该集团成员公司',
  'relations.alreadyEnded': '该关系已终止',
  'relations.added': '已添加客户关系',
  'relations.ended': '已终止客户关系',
};
