// The role screens' messages (server answers and rule texts); roles.zh.ts holds the same keys.
export const rolesEn = {
  'roles.nameRequired': 'Please enter the role name',
  'roles.codeRequired': 'Please enter the role code',
  'roles.codeRule': 'The code has letters, digits, dashes or underscores only',
  'roles.tooLong': 'At most 50 characters',
  'roles.codeTaken': 'The role code {{code}} is taken already',
  'roles.notFound': 'This role does not exist (it may have been deleted meanwhile)',
  'roles.userNotFound': 'This user does not exist',
  'roles.stale': 'Someone changed this role meanwhile; reload it and try again',
  'roles.builtIn': 'Built-in roles cannot be changed or deleted; create a role of your own',
  'roles.inUse': 'This role is given to {{count}} user(s); take it from them before deleting it',
  'roles.lastAdmin':
    'The company must keep at least one active administrator; give another user the administrator rights first',
  'roles.permissionUnknown': 'Unknown permission: {{code}}',
  'roles.permissionOtherSide': 'This permission belongs to the other side of the portal: {{code}}',
  'roles.created': 'Role created',
  'roles.saved': 'Role saved',
  'roles.deleted': 'Role deleted',
  'roles.assigned': 'Roles given',
} as const;

export type RolesMessageKey = keyof typeof rolesEn;
