import type { RolesMessageKey } from './roles.en.ts';

export const rolesZh: Record<RolesMessageKey, string> = {
  'roles.nameRequired': '请输入角色名称',
  'roles.codeRequired': '请输入角色编码',
  'roles.codeRule': '编码只能包含字母、数字、短横线或下划线',
  'roles.tooLong': '最多 50 个字符',
  'roles.codeTaken': '角色编码 {{code}} 已被使用',
  'roles.notFound': '该角色不存在（可能已被删除）',
  'roles.userNotFound': '该用户不存在',
  'roles.stale': '该角色已被他人修改，请刷新后重试',
  'roles.builtIn': '内置角色不能修改或删除，请新建自己的角色',
  'roles.inUse': '该角色已分配给 {{count}} 个用户，请先取消分配再删除',
  'roles.lastAdmin': '公司必须保留至少一名有效的管理员，请先将管理员权限授予其他用户',
  'roles.permissionUnknown': '未知的权限：{{code}}',
  'roles.permissionOtherSide': '该权限属于门户的另一方，不能授予：{{code}}',
  'roles.created': '角色已创建',
  'roles.saved': '角色已保存',
  'roles.deleted': '角色已删除',
  'roles.assigned': '角色已分配',
};
