// The platform's messages (sign-in, passwords, uploads, HTTP answers), which every page may show.
// The widgets load them into their i18n instance under the `contract` namespace with the shared
// runtime; each business domain's messages live in a file of their own (inquiry.en.ts) that only
// that domain's widgets load. The server has them all and picks the language from Accept-Language.
// zh.ts must hold exactly the same keys (the type enforces it).
export const en = {
  'password.required': 'Please enter the new password',
  'password.rule':
    'The password must contain letters, digits and special symbols ($@!%*#?&) and be 8-16 characters long',
  'password.oldRequired': 'The old password cannot be empty',
  'password.confirmRequired': 'Please re-enter the password',
  'password.mismatch': 'The two entries differ',
  'password.sameAsOld': 'The new password must differ from the old one',
  'password.changed': 'The password was changed. Please sign in again with the new password.',
  'password.oldWrong': 'The old password is wrong',
  'login.accountRequired': 'Please enter your account',
  'login.passwordRequired': 'Please enter your password',
  'upload.format': 'Please upload a file in a correct format',
  'upload.size': 'The file size cannot exceed {{mb}} MB',
  'auth.badCredentials': 'The account or password is wrong',
  'auth.tooManyAttempts': 'Too many failed sign-ins. Please try again in {{minutes}} minutes.',
  'auth.disabled': 'This account is disabled. Please contact your administrator.',
  'auth.keyExpired': 'The sign-in key has expired or was already used. Please try again.',
  'auth.decryptFailed':
    'The encrypted password could not be read. Please reload the page and try again.',
  'auth.unknownGrant': 'Unsupported grant type',
  'auth.blacklisted':
    'Your company is on the blacklist, so it cannot sign in. Please contact the buyer.',
  'auth.keyMismatch': 'The password was encrypted for another sign-in key. Please try again.',
  'auth.tooManyPasswordTries':
    'Too many wrong old passwords. Please try again in {{minutes}} minutes.',
  'auth.badClient': 'Unknown client or wrong client secret',
  'auth.badRefreshToken': 'The refresh token is invalid or expired. Please sign in again.',
  'auth.required': 'Please sign in',
  'auth.invalidToken': 'Your session has expired. Please sign in again.',
  'auth.forbidden': 'You are not allowed to do this',
  'auth.transportSuppliersOnly': 'Only transport suppliers can use this',
  'securityKey.challengeExpired':
    'The security key request has expired or was already used. Please start again.',
  'securityKey.registrationRequired':
    'Please register your security key first: your administrator requires one for your account.',
  'securityKey.notVerified': 'The security key was not accepted. Please use your registered key.',
  'securityKey.badResponse': 'The answer of the security key could not be read. Please try again.',
  'securityKey.alreadyRegistered': 'This security key is registered already',
  'securityKey.userNotFound': 'This user does not exist',
  'securityKey.buyerOnly': 'Security keys are for users of the buyer',
  'securityKey.registered': 'Security key registered',
  'securityKey.requiredSaved': 'The user must now sign in with a security key',
  'securityKey.notRequiredSaved': 'The user no longer needs a security key',
  'securityKey.resetDone': 'The user’s security keys were removed',
  'auth.notUser': 'getInfo: not user !',
  'http.badRequest': 'The request is not valid',
  'http.badJson': 'The request body is not valid JSON',
  'http.notFound': 'Not found',
  'http.tooLarge': 'The request is too large',
  'http.unsupportedMediaType': 'This content type is not supported',
  'http.methodNotAllowed': 'This method is not allowed here',
  'http.tooManyRequests': 'Too many requests. Please slow down.',
  'http.server': 'Something went wrong on the server. Please try again later.',
  'http.network': 'The server cannot be reached. Please check your connection.',
  'http.timeout': 'The server did not answer in time. Please try again.',
  'field.required': 'This field is required',
  'field.invalid': 'This value is not valid',
  'field.tooLong': 'At most {{max}} characters',
  'ok.saved': 'Saved',
  'ok.done': 'Done',
  'integration.badKey': 'The integration key is missing or wrong',
  'batch.badFile': 'This is not the template spreadsheet',
  'batch.noRows': 'The spreadsheet has no rows to read',
  'batch.unknownItem': 'No item of this inquiry has this line number',
  'file.notFound': 'This file does not exist',
  'file.contentMismatch': 'The file content does not match its extension',
  'file.missing': 'Please choose a file',
  'file.empty': 'The file is empty',
  'file.quotaExceeded':
    'Your company has used up its {{quota}} of file storage; files not attached to anything are removed after a day',
  'file.ticketInvalid':
    'This download link has expired or was already used. Please click the file again.',
  'batch.inflatedTooLarge':
    'The spreadsheet unpacks to more than {{mb}} MB; remove unused sheets or pictures and try again',
  'batch.tooLarge': 'The spreadsheet cannot exceed {{mb}} MB',
  'batch.tooManyRows': 'The spreadsheet can have at most {{max}} rows',
  'batch.notInList': 'Choose a value from the list',
  'batch.number': 'Enter a number',
  'batch.duplicateRow': 'This line appears more than once in the spreadsheet',
  'apiLog.notFound': 'This API log entry does not exist',
  'apiLog.pending':
    'This message is still waiting to be delivered or answered. Resend it once it is answered or has failed.',
  'apiLog.noMessage': 'The message of this entry no longer exists, so it cannot be resent',
  'mailbox.off': 'The dev mailbox is turned off',
} as const;

export type CoreMessageKey = keyof typeof en;
