// The staff pages' messages in Chinese: the keys of staff.en.ts.
import type { StaffMessageKey } from './staff.en.ts';

export const staffZh: Record<StaffMessageKey, string> = {
  'staff.nameRequired': '请输入姓名',
  'staff.accountRequired': '请输入账号',
  'staff.accountRule': '账号为 3 至 20 位字母、数字、点、短横线或下划线',
  'staff.tooLong': '最多 20 个字符',
  'staff.emailRule': '请输入有效的邮箱地址',
  'staff.emailRequired': '邀请需要填写同事的邮箱地址',
  'staff.mobileRule': '请输入有效的手机号码',
  'staff.accountTaken': '该账号已被使用，请换一个',
  'staff.notFound': '该员工不存在',
  'staff.stale': '该员工信息已被他人修改，请刷新后重试',
  'staff.notYourself': '不能冻结自己的账号',
  'staff.alreadyFrozen': '该账号已被冻结',
  'staff.notFrozen': '该账号未被冻结',
  'staff.frozenNoReset': '请先解冻该账号，再重置密码',
  'staff.noEmail': '该账号没有用于接收验证码的邮箱，请先补充',
  'staff.created': '员工已创建',
  'staff.invited': '邀请已发送',
  'staff.updated': '员工信息已保存',
  'staff.frozen': '账号已冻结，其登录会话已结束',
  'staff.thawed': '账号已解冻',
  'staff.resetSent': '设置新密码的验证码已发送到该员工的邮箱',
  'mail.staffInvite.subject': '您在{{company}}供应商门户的账号已开通',
  'mail.staffInvite.body':
    '{{inviter}} 为您创建了账号 {{account}}。请打开 {{link}}，输入账号和验证码 {{code}} 设置密码。验证码 {{hours}} 小时内有效。',
};
