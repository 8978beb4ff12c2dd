// Messages of the supplier lifecycle: registration, invitations, the audit, freezes and the
// e-mails the portal sends. Loaded by those widgets only; supplier.zh.ts holds the same keys.
export const supplierEn = {
  'register.conductRequired': 'Please read and accept the supplier code of conduct',
  'register.kindRequired': 'Please choose the supplier kind',
  'register.countryRequired': 'Please choose the country or region',
  'register.taxCategoryRequired': 'Please choose the tax number category',
  'register.taxIdRule': 'Enter the tax ID: 5 to 32 letters, digits or dashes',
  'register.companyNameRequired': 'Please enter the company name',
  'register.companyNameRule': 'The company name can have at most 100 characters',
  'register.accountRule':
    'The login account has 4 to 32 letters, digits, dots, dashes or underscores and starts with a letter',
  'register.emailRule': 'Please enter a valid e-mail address',
  'register.inviteCodeRule':
    'The invite code has 8 letters and digits, as in the invitation e-mail',
  'register.timeZoneRequired': 'Please choose the time zone',
  'register.accountTaken': 'This login account is taken. Please choose another.',
  'register.companyTaken': 'A supplier with this company name is already registered',
  'register.taxIdTaken': 'A supplier with this tax ID is already registered',
  'register.raced': 'Another registration changed the same data just now. Please submit again.',
  'register.blacklisted': 'This tax ID is on the blacklist and cannot register',
  'register.inviteInvalid': 'This invite code is not valid. Please check the invitation e-mail.',
  'register.inviteUsed': 'This invite code has been used already',
  'register.inviteExpired':
    'This invite code has expired. Please ask the buyer to send the invitation again.',
  'register.done': 'Registration complete. Sign in with your account to complete the profile.',
  'register.available': 'Account, company name and tax ID are all available',
  'invite.created': 'The invitation was sent to {{email}}',
  'invite.resent': 'The invitation was sent again to {{email}}',
  'invite.pending':
    'An invitation to this e-mail address is still open. Send it again from the list instead.',
  'invite.registered': 'This supplier has registered already',
  'invite.notFound': 'This invitation does not exist',
  'invite.stale': 'The invitation has changed meanwhile. Reload and try again.',
  'audit.notFound': 'This supplier does not exist',
  'audit.illegal': 'This action is not possible for a supplier in this state',
  'audit.stale': 'The supplier was changed meanwhile. Reload and try again.',
  'audit.pending': 'A request to {{system}} is still waiting for its answer',
  'audit.reasonRequired': 'Please give a reason',
  'audit.done': 'Done',
  'freeze.frozenCommercial':
    "Your company is frozen by the buyer's commercial department. Quotes and bargaining answers cannot be sent until it is unfrozen.",
  'freeze.frozenQuality':
    "Your company is frozen by the buyer's quality department. Quotes and bargaining answers cannot be sent until it is unfrozen.",
  'freeze.already': 'This supplier is frozen already',
  'freeze.notFrozen': 'This supplier is not frozen',
  'freeze.notQualified': 'Only a qualified supplier can be frozen',
  'mail.invite.subject': 'Invitation to register as a supplier of {{buyer}}',
  'mail.invite.body':
    'Dear {{company}},\n\n{{buyer}} invites you to register on its supplier portal.\n\nInvite code: {{code}}\nValid until: {{until}}\nRegister at: {{link}}\n\nThis is an automatic message.',
  'reset.codeRule': 'The verification code has 6 digits',
  'reset.sent':
    'If the account and e-mail match, a verification code is on its way. It works for {{minutes}} minutes.',
  'reset.codeWrong': 'The verification code is wrong',
  'reset.codeExpired': 'The verification code has expired or was used. Please ask for a new one.',
  'reset.tooManyTries': 'Too many wrong codes. Please ask for a new one.',
  'reset.done': 'Your password was changed. Please sign in with the new password.',
  'mail.resetCode.subject': 'Your verification code',
  'mail.resetCode.body':
    'Your verification code for resetting the password of {{account}} is {{code}}. It works for {{minutes}} minutes.\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.',
} as const;

export type SupplierMessageKey = keyof typeof supplierEn;
