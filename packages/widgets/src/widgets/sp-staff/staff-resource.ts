// A company's people as one resource definition: the list (search, state tabs, roles, last
// sign-in), Add with a password, Invite by e-mail, Edit (name, contacts, position), and Freeze,
// Thaw and Reset password, each asked first. The server keeps it to the caller's company and side.
import {
  ROLE_ADMIN_PERMISSIONS,
  STAFF_INPUT_MAX,
  STAFF_STATES,
  rolesApi,
  securityKeysApi,
  staffApi,
  type StaffRow,
  type StaffState,
} from '@portal/contract';
import {
  callOptions,
  defineForm,
  defineResource,
  field,
  stateTabs,
  type StatusColor,
} from '../../kit/resource';
import { i18n, type TFunction } from '../../runtime/i18n';
import { call } from '../../runtime/http';
import { fetchPasswordCipher } from '../../runtime/crypto';

export const STAFF_NS = 'staff';

const STATE_COLORS: Record<StaffState | 'disabled', StatusColor> = {
  enabled: 'success',
  frozen: 'danger',
  disabled: 'subtle',
};

const rules = () => import('./staff-rules');
const max = STAFF_INPUT_MAX;
const person = { title: 'form.person', fields: ['name', 'account'] } as const;
const contact = { title: 'form.contact', fields: ['email', 'mobile', 'position'] } as const;

/** A built-in role's name is a key (`role.supplierAdmin`, in `common`); a company's is its text. */
const roleName = (name: string, t: TFunction) => t(name, { ns: 'common', defaultValue: name });
const roleNames = (roles: readonly string[], _row: StaffRow, t: TFunction) =>
  roles.map((name) => roleName(name, t)).join(', ');

const createForm = defineForm({
  route: staffApi.createStaff,
  schema: () => rules().then((m) => m.createRules),
  fields: {
    password: field.text('f.password', { required: true, secret: true, hint: 'hint.password' }),
    confirm: field.text('f.confirm', { required: true, secret: true }),
  },
  sections: [person, contact, { title: 'form.password', fields: ['password', 'confirm'] }],
  // The password leaves the browser encrypted with a one-time key, like every password form.
  toInput: async ({ confirm: _confirm, password, ...values }) => {
    const cipher = await fetchPasswordCipher();
    return { ...values, passPriKey: cipher.uuid, password: await cipher.encrypt(password) };
  },
  label: 'add.button',
  title: 'add.title',
  submitLabel: 'add.submit',
  successMessage: 'add.done',
  maxWidth: 560,
});

const inviteForm = defineForm({
  route: staffApi.inviteStaff,
  schema: () => rules().then((m) => m.inviteRules),
  fields: { email: field.text('f.email', { required: true, maxLength: 80 }) },
  sections: [person, contact],
  label: 'invite.button',
  title: 'invite.title',
  intro: 'invite.intro',
  submitLabel: 'invite.submit',
  successMessage: 'invite.done',
  maxWidth: 560,
});

const editForm = defineForm({
  route: staffApi.updateStaff,
  schema: () => rules().then((m) => m.editRules),
  initialValues: (row: StaffRow) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    position: row.position,
  }),
  sections: [{ title: 'form.person', fields: ['name'] }, contact],
  title: 'edit.title',
  titleValues: (row) => ({ account: row.account }),
  successMessage: 'edit.done',
  maxWidth: 560,
});

/** Each side's roles screen: its roles to choose from and its call to give them. */
const ROLE_CALLS = {
  buyer: { list: rolesApi.listRoles, assign: rolesApi.assignUserRoles },
  supplier: { list: rolesApi.listSupplierRoles, assign: rolesApi.assignSupplierUserRoles },
} as const;

function rolesForm(side: Side) {
  const calls = ROLE_CALLS[side];
  return defineForm({
    route: calls.assign,
    fields: {
      // A company has few roles: one page holds them all, names in the portal's language.
      roleIds: field.lookup(
        'f.roles',
        callOptions(
          calls.list,
          () => ({ current: 1, size: 100 }),
          (role) => ({ value: role.id, label: roleName(role.name, i18n.t) }),
        ),
        { multiple: true },
      ),
    },
    initialValues: (row: StaffRow) => ({ roleIds: row.roleIds }),
    toInput: (values: { roleIds?: string[] }, row: StaffRow) => ({
      userId: row.id,
      roleIds: values.roleIds ?? [],
    }),
    sections: [{ fields: ['roleIds'] }],
    label: 'rolesForm.label',
    title: 'rolesForm.title',
    titleValues: (row) => ({ name: row.name }),
    intro: 'rolesForm.intro',
    successMessage: 'rolesForm.done',
    // Giving roles is the roles screen's right, not the staff page's.
    permission: ROLE_ADMIN_PERMISSIONS[side],
    maxWidth: 440,
  });
}

export type Side = 'buyer' | 'supplier';

/** The buyer's u-shield (docs/decisions/2026-11-27-security-keys.md): whether a key is registered. */
const keyState = (hasKey: boolean, row: StaffRow, t: TFunction) =>
  t(hasKey ? 'key.registered' : row.keyRequired ? 'key.requiredMissing' : 'key.none');

/** The buyer administrator's security-key actions: require (or stop requiring) and reset. */
const KEY_ACTIONS = [
  {
    key: 'requireKey',
    label: 'key.require.label',
    visible: (row: StaffRow) => !row.keyRequired,
    confirm: true,
    confirmTitle: 'key.require.title',
    confirmBody: 'key.require.body',
    successMessage: 'server',
    run: (row: StaffRow) =>
      call(securityKeysApi.requireSecurityKey, { id: row.id, required: true }),
  },
  {
    key: 'unrequireKey',
    label: 'key.unrequire.label',
    visible: (row: StaffRow) => row.keyRequired,
    confirm: true,
    confirmTitle: 'key.unrequire.title',
    confirmBody: 'key.unrequire.body',
    successMessage: 'server',
    run: (row: StaffRow) =>
      call(securityKeysApi.requireSecurityKey, { id: row.id, required: false }),
  },
  {
    key: 'resetKeys',
    label: 'key.reset.label',
    visible: (row: StaffRow) => row.hasKey,
    danger: true,
    confirmTitle: 'key.reset.title',
    confirmBody: 'key.reset.body',
    successMessage: 'server',
    run: (row: StaffRow) => call(securityKeysApi.resetSecurityKeys, { id: row.id }),
  },
] as const;

export const staffResource = (side: Side) =>
  defineResource({
    name: 'staff',
    title: 'title',
    ns: STAFF_NS,
    list: staffApi.listStaff,
    emptyHint: 'empty',
    rowName: (row) => `${row.name} (${row.account})`,
    fields: {
      name: field.text('f.name', { required: true, maxLength: max, width: 140 }),
      account: field.text('f.account', { required: true, maxLength: max, hint: 'hint.account' }),
      email: field.text('f.email', { maxLength: 80, width: 200 }),
      mobile: field.text('f.mobile', { maxLength: max, width: 150 }),
      position: field.text('f.position', { maxLength: max, width: 120 }),
      roles: field.text('f.roles', { width: 160, render: roleNames as never }),
      state: field.status('f.state', 'state', [...STAFF_STATES, 'disabled'], STATE_COLORS, {
        width: 100,
      }),
      lastSignInAt: field.dateTime('f.lastSignInAt', { width: 160 }),
      hasKey: field.text('f.securityKey', { width: 150, render: keyState as never }),
    },
    columns: [
      'name',
      'account',
      'position',
      'roles',
      'state',
      ...(side === 'buyer' ? (['hasKey'] as const) : []),
      'email',
      'mobile',
      'lastSignInAt',
    ],
    filters: [{ kind: 'text', param: 'q', label: 'filter.q' }],
    tabs: stateTabs('state', STAFF_STATES),
    create: createForm,
    otherCreates: [inviteForm],
    edit: editForm,
    rowActions: [
      {
        key: 'roles',
        label: 'rolesForm.label',
        form: rolesForm(side),
        permission: ROLE_ADMIN_PERMISSIONS[side],
      },
      {
        key: 'freeze',
        label: 'freeze.label',
        visible: (row) => row.state === 'enabled',
        danger: true,
        confirmTitle: 'freeze.title',
        confirmBody: 'freeze.body',
        successMessage: 'server',
        run: (row) =>
          call(staffApi.updateStaffStatus, { id: row.id, version: row.version, action: 'freeze' }),
      },
      {
        key: 'thaw',
        label: 'thaw.label',
        visible: (row) => row.state === 'frozen',
        confirm: true,
        confirmTitle: 'thaw.title',
        confirmBody: 'thaw.body',
        successMessage: 'server',
        run: (row) =>
          call(staffApi.updateStaffStatus, { id: row.id, version: row.version, action: 'thaw' }),
      },
      {
        key: 'reset',
        label: 'reset.label',
        visible: (row) => row.state === 'enabled' && row.email !== '',
        confirm: true,
        confirmTitle: 'reset.title',
        confirmBody: 'reset.body',
        successMessage: 'server',
        run: (row) => call(staffApi.resetStaffPassword, { id: row.id }),
      },
      ...(side === 'buyer' ? KEY_ACTIONS : []),
    ],
  });
