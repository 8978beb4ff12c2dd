// Messages of the staff pages (a company's own people, /sup/sys/employee and /hna/sys/employee).
// staff.zh.ts holds the same keys.
export const staffEn = {
  'staff.nameRequired': 'Please enter the name',
  'staff.accountRequired': 'Please enter the account',
  'staff.accountRule': 'The account has 3 to 20 letters, digits, dots, dashes or underscores',
  'staff.tooLong': 'At most 20 characters',
  'staff.emailRule': 'Please enter a valid e-mail address',
  'staff.emailRequired': 'An invitation needs the colleague’s e-mail address',
  'staff.mobileRule': 'Please enter a valid mobile number',
  'staff.accountTaken': 'This account is taken. Please choose another.',
  'staff.notFound': 'This staff member does not exist',
  'staff.stale': 'Someone changed this staff member meanwhile. Reload and try again.',
  'staff.notYourself': 'You cannot freeze your own account',
  'staff.alreadyFrozen': 'This account is frozen already',
  'staff.notFrozen': 'This account is not frozen',
  'staff.frozenNoReset': 'Thaw the account before resetting its password',
  'staff.noEmail': 'This account has no e-mail address for the code: add one first',
  'staff.created': 'Staff member created',
  'staff.invited': 'Invitation sent',
  'staff.updated': 'Staff member saved',
  'staff.frozen': 'Account frozen: its sessions have ended',
  'staff.thawed': 'Account thawed',
  'staff.resetSent': 'A code to set a new password was sent to the staff member’s e-mail',
  'mail.staffInvite.subject': 'You have an account on the {{company}} supplier portal',
  'mail.staffInvite.body':
    '{{inviter}} created the account {{account}} for you. To choose your password, open {{link}} and enter the account and the code {{code}}. The code is valid for {{hours}} hours.',
} as const;
export type StaffMessageKey = keyof typeof staffEn;
