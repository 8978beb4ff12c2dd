// Table types for Kysely. Ids are text uuids; timestamps are timestamptz (Date in both drivers).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: string;
  kind: 'buyer' | 'supplier';
  name: string;
  name_en: string;
  code: string;
  status: 'pending' | 'approved' | 'frozen' | 'blacklisted';
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type UserStatus = 'enabled' | 'disabled' | 'frozen';

export interface UsersTable {
  id: string;
  company_id: string;
  account: string;
  password_hash: string;
  real_name: string;
  email: string;
  avatar: string;
  status: UserStatus;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: string;
  code: string;
  /** i18n key of the role's name. */
  name: string;
  side: 'buyer' | 'supplier';
}

export interface PermissionsTable {
  code: string;
  kind: 'menu' | 'action';
}

export interface RolePermissionsTable {
  role_id: string;
  permission_code: string;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface MenusTable {
  id: string;
  parent_id: string | null;
  cname: string;
  url: string;
  icon: string;
  client_type: 'supplier' | 'buyer';
  hidden: boolean;
  sort: number;
  /** Null for a group: a group shows when one of its children does. */
  permission_code: string | null;
}

export interface RsaKeysTable {
  id: string;
  public_pem: string;
  private_pem: string;
  created_at: CreatedAt;
}

export interface KeyUuidsTable {
  uuid: string;
  key_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_token_hash: string;
  access_token_hash: string | null;
  issued_at: Date;
  access_expires_at: Date | null;
  refresh_expires_at: Date;
  /** Absolute end of the session, whatever the refreshes. */
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  ip: string;
  user_agent: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: Date;
}

export interface OperationLogsTable {
  id: string;
  user_id: string | null;
  session_id: string | null;
  account: string;
  name: string;
  type: number;
  item: string;
  ip: string;
  mac: string;
  created_at: Date;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  rsa_keys: RsaKeysTable;
  key_uuids: KeyUuidsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  operation_logs: OperationLogsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type NewOperationLog = Insertable<OperationLogsTable>;
