// What the operation log's item codes mean, in both languages (issue 13): the server writes an item
// as a code, then what it concerns (`supplier.audit:<id>`, `roles.update R01 +[...]`); the list and
// the export show the code's words and keep the rest as written. A code is looked up whole, then by
// its dotted prefixes, so a family (`bargaining`) names the entries whose last part is a value
// (`bargaining.${action}`). The server's test operation-log-items.test.ts scans every writer for
// an item without words here.
import type { Language } from '../constants.ts';

type Words = Readonly<Record<Language, string>>;

export const OPERATION_LOG_ITEMS = {
  // Signing in and out, passwords (auth module).
  login: { en: 'Signed in', zh: '登录系统' },
  'login.failed': { en: 'Failed sign-in', zh: '登录失败' },
  logout: { en: 'Signed out', zh: '退出系统' },
  'logout.refreshReplayed': {
    en: 'Signed out: refresh token reused',
    zh: '退出：刷新令牌被重复使用',
  },
  password: { en: 'Password', zh: '密码' },
  'password.change': { en: 'Changed password', zh: '修改密码' },
  'password.reset': { en: 'Reset password', zh: '重置密码' },
  // Suppliers: registration, invitations, audits and freezes.
  supplier: { en: 'Supplier', zh: '供应商' },
  'supplier.register': { en: 'Supplier registered', zh: '供应商注册' },
  'supplier.resubmit': { en: 'Supplier resubmitted', zh: '供应商重新提交' },
  'supplier.submitProfile': { en: 'Submitted supplier profile', zh: '提交供应商资料' },
  'supplier.return': { en: 'Returned supplier', zh: '退回供应商' },
  'supplier.reject': { en: 'Rejected supplier', zh: '拒绝供应商' },
  'supplier.submitOA': { en: 'Sent supplier to OA', zh: '提交供应商至 OA' },
  'supplier.submitQAUDIT': { en: 'Sent supplier to QAUDIT', zh: '提交供应商至 QAUDIT' },
  'supplier.sync': { en: 'Synchronised supplier', zh: '同步供应商' },
  'supplier.oaApprove': { en: 'OA approved supplier', zh: 'OA 审批通过' },
  'supplier.oaFail': { en: 'OA did not approve supplier', zh: 'OA 审批未通过' },
  'supplier.qauditPass': { en: 'QAUDIT passed supplier', zh: 'QAUDIT 审核通过' },
  'supplier.qauditFail': { en: 'QAUDIT did not pass supplier', zh: 'QAUDIT 审核未通过' },
  'supplier.erpSynced': { en: 'ERP synchronised supplier', zh: 'ERP 已同步供应商' },
  'supplier.freeze': { en: 'Froze supplier', zh: '冻结供应商' },
  'supplier.freeze.commercial': { en: 'Froze supplier (commercial)', zh: '冻结供应商（商务）' },
  'supplier.freeze.quality': { en: 'Froze supplier (quality)', zh: '冻结供应商（质量）' },
  'supplier.unfreeze': { en: 'Unfroze supplier', zh: '解冻供应商' },
  'supplier.unfreeze.commercial': { en: 'Unfroze supplier (commercial)', zh: '解冻供应商（商务）' },
  'supplier.unfreeze.quality': { en: 'Unfroze supplier (quality)', zh: '解冻供应商（质量）' },
  'supplier.import': { en: 'Imported suppliers', zh: '导入供应商' },
  'supplier.profile': { en: 'Supplier profile', zh: '供应商资料' },
  'supplier.profile.basic': { en: 'Supplier profile: basic data', zh: '供应商资料：基本信息' },
  'supplier.profile.other': { en: 'Supplier profile: other data', zh: '供应商资料：其他信息' },
  'supplier.profile.ability': { en: 'Supplier profile: capability', zh: '供应商资料：能力' },
  'supplier.profile.ability.submit': {
    en: 'Supplier profile: capability submitted',
    zh: '供应商资料：提交能力',
  },
  'supplier.profile.qualification': {
    en: 'Supplier profile: qualification',
    zh: '供应商资料：资质',
  },
  'supplier.capability': { en: 'Capability decision', zh: '能力审核' },
  'supplier.capability.auditCompleted': { en: 'Capability audit passed', zh: '能力审核通过' },
  'supplier.capability.noPass': { en: 'Capability audit not passed', zh: '能力审核未通过' },
  'supplier.audit': { en: 'Started supplier audit', zh: '发起供应商审核' },
  'supplier.auditAnswer': { en: 'Answered supplier audit', zh: '答复供应商审核' },
  'supplier.auditClose': { en: 'Closed supplier audit', zh: '关闭供应商审核' },
  'supplier.assess': { en: 'Assessed supplier', zh: '评估供应商' },
  'supplier.authorize': { en: 'Authorised supplier scope', zh: '授权供应商范围' },
  'supplier.withdraw': { en: 'Withdrew supplier authorisation', zh: '撤销供应商授权' },
  invite: { en: 'Invitation', zh: '邀请' },
  'invite.create': { en: 'Invited supplier', zh: '邀请供应商' },
  'invite.resend': { en: 'Resent invitation', zh: '重发邀请' },
  // Supplier lists.
  supplierLists: { en: 'Supplier lists', zh: '供应商名录' },
  'supplierLists.admit': { en: 'Admitted supplier', zh: '准入供应商' },
  'supplierLists.admit.remove': { en: 'Removed admittance', zh: '移除准入' },
  'supplierLists.blacklist': { en: 'Blacklisted supplier', zh: '列入黑名单' },
  'supplierLists.blacklist.remove': { en: 'Removed from blacklist', zh: '移出黑名单' },
  'supplierLists.dishonest': { en: 'Listed as dishonest', zh: '列入失信名单' },
  'supplierLists.dishonest.remove': { en: 'Removed from dishonest list', zh: '移出失信名单' },
  'supplierLists.cage': { en: 'Added CAGE code', zh: '新增 CAGE 代码' },
  'supplierLists.cage.remove': { en: 'Removed CAGE code', zh: '删除 CAGE 代码' },
  'supplierLists.ownEquipment': { en: 'Added own equipment', zh: '新增自有设备' },
  'supplierLists.ownEquipment.remove': { en: 'Removed own equipment', zh: '删除自有设备' },
  'supplierLists.tier': { en: 'Added supplier tier', zh: '新增供应商层级' },
  'supplierLists.tier.authorize': { en: 'Authorised supplier tier', zh: '授权供应商层级' },
  'supplierLists.tier.remove': { en: 'Removed supplier tier', zh: '删除供应商层级' },
  customerRelation: { en: 'Customer relation', zh: '客户关系' },
  'customerRelation.add': { en: 'Added customer relation', zh: '新增客户关系' },
  'customerRelation.end': { en: 'Ended customer relation', zh: '终止客户关系' },
  // Inquiries, quotes, bargaining, files.
  'inquiry.create': { en: 'Inquiry received from ERP', zh: '从 ERP 接收询价' },
  quote: { en: 'Quote', zh: '报价' },
  'quote.hold': { en: 'Saved quote', zh: '暂存报价' },
  'quote.submit': { en: 'Submitted quote', zh: '提交报价' },
  'quote.noBid': { en: 'Declined to quote', zh: '放弃报价' },
  repairQuote: { en: 'Repair quote', zh: '修理报价' },
  'repairQuote.hold': { en: 'Saved repair quote', zh: '暂存修理报价' },
  'repairQuote.submit': { en: 'Submitted repair quote', zh: '提交修理报价' },
  bargaining: { en: 'Bargaining', zh: '议价' },
  'bargaining.open': { en: 'Opened bargaining', zh: '发起议价' },
  'bargaining.accept': { en: 'Accepted bargaining', zh: '接受议价' },
  'bargaining.answer': { en: 'Answered bargaining', zh: '答复议价' },
  'bargaining.decline': { en: 'Declined bargaining', zh: '拒绝议价' },
  'file.upload': { en: 'Uploaded file', zh: '上传文件' },
  'file.sweep': { en: 'Removed unused file', zh: '清理未使用文件' },
  'customs.authorize': { en: 'Authorised customs agent', zh: '授权报关代理' },
  'customs.revoke': { en: 'Revoked customs agent', zh: '撤销报关代理' },
  // Contracts and orders.
  contract: { en: 'Contract', zh: '合同' },
  'contract.issue': { en: 'ERP issued contract', zh: 'ERP 下发合同' },
  'contract.revise': { en: 'ERP revised contract', zh: 'ERP 修订合同' },
  'contract.answer': { en: 'Answered contract', zh: '答复合同' },
  'contract.acceptChange': { en: 'Accepted contract changes', zh: '接受合同变更' },
  'contract.refuseChange': { en: 'Refused contract changes', zh: '拒绝合同变更' },
  'contract.close': { en: 'Closed contract', zh: '关闭合同' },
  'contract.signFor': { en: 'Signed for contract', zh: '签收合同' },
  'contract.feedback': { en: 'Uploaded contract feedback', zh: '上传合同反馈' },
  'contract.attachment.add': { en: 'Attached document to contract', zh: '添加合同附件' },
  'contract.attachment.delete': { en: 'Deleted contract attachment', zh: '删除合同附件' },
  // Repair progress (issue 14).
  repair: { en: 'Repair progress', zh: '修理进度' },
  'repair.status': { en: 'Updated repair status', zh: '更新修理状态' },
  'repair.cost': { en: 'Added repair cost', zh: '新增修理追加费用' },
  'repair.cost.approve': { en: 'Approved repair cost', zh: '批准修理追加费用' },
  'repair.cost.refuse': { en: 'Refused repair cost', zh: '拒绝修理追加费用' },
  // Shipment forecasts (issue 15): the supplier's plan of a contract line.
  forecast: { en: 'Shipment forecast', zh: '发货计划' },
  'forecast.line': { en: 'Changed shipment plan of a line', zh: '修改合同行的发货计划' },
  // Ship notices (issue 15): the supplier's notices and the moves of their state.
  shipment: { en: 'Ship notice', zh: '发货通知' },
  'shipment.create': { en: 'Created ship notice', zh: '新建发货通知' },
  'shipment.update': { en: 'Edited ship notice', zh: '修改发货通知' },
  'shipment.state': { en: 'Changed ship notice state', zh: '变更发货通知状态' },
  'shipment.customs': {
    en: 'Saved customs information of ship notice',
    zh: '保存发货通知报关信息',
  },
  'shipment.pickup': { en: 'Arranged ship notice pickup', zh: '填写发货通知提货信息' },
  'shipment.handover': { en: 'Recorded ship notice handover', zh: '登记发货通知交接' },
  // Transport quotes (issue 15): inquiries, quotes, awards and the orders' answers.
  transport: { en: 'Transport', zh: '运输' },
  'transport.inquiry': { en: 'Created transport inquiry', zh: '新建运输询价' },
  'transport.inquiry.close': { en: 'Closed transport inquiry', zh: '关闭运输询价' },
  'transport.quote': { en: 'Quoted transport inquiry', zh: '运输询价报价' },
  'transport.award': { en: 'Awarded transport quote', zh: '运输报价定标' },
  'transport.order': { en: 'Answered transport order', zh: '答复运输订单' },
  'transport.order.confirm': { en: 'Confirmed transport order', zh: '确认运输订单' },
  'transport.order.decline': { en: 'Declined transport order', zh: '拒绝运输订单' },
  // Domestic waybills (issue 15): the transport supplier's waybills, their moves, exceptions and
  // sign-for, and the buyer's feedback on an exception.
  waybill: { en: 'Domestic waybill', zh: '国内运单' },
  'waybill.create': { en: 'Created domestic waybill', zh: '新建国内运单' },
  'waybill.state': { en: 'Changed waybill state', zh: '变更运单状态' },
  'waybill.exception': { en: 'Recorded waybill exception', zh: '登记运单异常' },
  'waybill.sign': { en: 'Recorded waybill sign-for', zh: '登记运单签收' },
  'waybill.feedback': { en: 'Gave feedback on waybill exception', zh: '反馈运单异常' },
  // Electronic bills (issue 16): the supplier's drafts, invoices, submissions and corrections, the
  // buyer's finance review and its matching tolerances.
  bill: { en: 'Electronic bill', zh: '电子账单' },
  'bill.create': { en: 'Drafted bill', zh: '新建账单草稿' },
  'bill.createRepair': { en: 'Drafted repair bill', zh: '新建维修账单草稿' },
  'bill.createFreight': { en: 'Drafted freight bill', zh: '新建运费账单草稿' },
  'bill.update': { en: 'Edited bill', zh: '修改账单' },
  'bill.invoice.add': { en: 'Attached invoice to bill', zh: '账单添加发票' },
  'bill.invoice.remove': { en: 'Removed invoice from bill', zh: '账单移除发票' },
  'bill.submit': { en: 'Submitted bill for review', zh: '提交账单审核' },
  'bill.correct': { en: 'Drafted correction of refused bill', zh: '修改被驳回的账单' },
  'bill.approve': { en: 'Approved bill', zh: '账单审核通过' },
  'bill.refuse': { en: 'Refused bill', zh: '驳回账单' },
  'bill.tolerance': { en: 'Changed bill matching tolerances', zh: '修改账单匹配容差' },
  // Account statements (issue 16): the ERP's sends, the supplier's upload, confirmation, dispute.
  statement: { en: 'Account statement', zh: '对账单' },
  'statement.receive': { en: 'Received account statement from ERP', zh: '接收ERP对账单' },
  'statement.upload': { en: "Uploaded supplier's side of statement", zh: '上传供应商对账明细' },
  'statement.confirm': { en: 'Confirmed account statement', zh: '确认对账单' },
  'statement.dispute': { en: 'Disputed account statement lines', zh: '对账单提出异议' },
  'payment.company': { en: 'Set supplier payment data', zh: '设置供应商付款信息' },
  'payment.schedule': { en: 'Scheduled bill for payment', zh: '安排账单付款' },
  'payment.remit': { en: 'Recorded payment to supplier', zh: '登记供应商付款' },
  // Repair quotes (issue 14): the buyer's award, which issues a repair contract per unit.
  'repairQuote.award': { en: 'Awarded repair quote', zh: '修理报价定标' },
  // Staff, roles, integration and the log itself.
  staff: { en: 'Staff', zh: '员工' },
  'staff.create': { en: 'Created staff account', zh: '新建员工账号' },
  'staff.invite': { en: 'Invited staff member', zh: '邀请员工' },
  'staff.update': { en: 'Edited staff account', zh: '修改员工账号' },
  'staff.freeze': { en: 'Froze staff account', zh: '冻结员工账号' },
  'staff.thaw': { en: 'Unfroze staff account', zh: '解冻员工账号' },
  'staff.resetPassword': { en: 'Reset staff password', zh: '重置员工密码' },
  'staff.import': { en: 'Imported staff account', zh: '导入员工账号' },
  'profile.update': { en: 'Edited own profile', zh: '修改个人资料' },
  'login.keyFailed': { en: 'Failed security-key sign-in', zh: '安全密钥登录失败' },
  securityKey: { en: 'Security key', zh: '安全密钥' },
  'securityKey.register': { en: 'Registered security key', zh: '登记安全密钥' },
  'securityKey.require': { en: 'Changed security-key requirement', zh: '更改安全密钥要求' },
  'securityKey.reset': { en: 'Reset security keys', zh: '重置安全密钥' },
  roles: { en: 'Roles', zh: '角色' },
  'roles.create': { en: 'Created role', zh: '新建角色' },
  'roles.update': { en: 'Edited role', zh: '修改角色' },
  'roles.delete': { en: 'Deleted role', zh: '删除角色' },
  'roles.assign': { en: 'Assigned roles', zh: '分配角色' },
  'apiLog.resend': { en: 'Resent interface message', zh: '重发接口消息' },
  simulator: { en: 'Interface simulator', zh: '接口模拟器' },
  'operationLog.detail': { en: 'Viewed log entry', zh: '查看日志详情' },
  'operationLog.export': { en: 'Exported operation log', zh: '导出操作日志' },
} as const satisfies Record<string, Words>;

export type OperationLogItemCode = keyof typeof OPERATION_LOG_ITEMS;

const CODE = /^[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*/;

/** The words of an item's code, the code itself when it has none (an entry older than its words). */
export function operationLogItemWords(code: string): Words | undefined {
  const table: Readonly<Record<string, Words>> = OPERATION_LOG_ITEMS;
  for (let parts = code.split('.'); parts.length; parts = parts.slice(0, -1)) {
    const key = parts.join('.');
    if (Object.hasOwn(table, key)) return table[key];
  }
  return undefined;
}

/**
 * An item as a person reads it in `lang`: the code's words, then what it concerns as written
 * (`supplier.audit:a1` → `Started supplier audit: a1`). A code looked up by a prefix keeps its
 * unknown last part in brackets; an item without a known code stays as it is.
 */
export function operationLogItemText(item: string, lang: Language): string {
  const code = CODE.exec(item)?.[0];
  if (!code) return item;
  const words = operationLogItemWords(code);
  if (!words) return item;
  const table: Readonly<Record<string, Words>> = OPERATION_LOG_ITEMS;
  let label = words[lang];
  if (!Object.hasOwn(table, code)) {
    const known = Object.keys(table).filter((k) => code.startsWith(`${k}.`));
    const longest = known.reduce((a, b) => (b.length > a.length ? b : a), '');
    label = `${label} (${code.slice(longest.length + 1)})`;
  }
  const rest = item.slice(code.length);
  if (!rest) return label;
  if (rest.startsWith(':')) return `${label}: ${rest.slice(1).trimStart()}`;
  return `${label} ${rest.trimStart()}`;
}
