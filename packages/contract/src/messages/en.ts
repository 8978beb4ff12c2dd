// Messages that both the browser and the server show: validation rules and server answers.
// The widgets load these into their i18n instance under the `contract` namespace; the server picks
// the language from Accept-Language. zh.ts must hold exactly the same keys (the type enforces it).
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
  'upload.size': 'The file size cannot exceed 100MB',
  'auth.badCredentials': 'The account or password is wrong',
  'auth.tooManyAttempts': 'Too many failed sign-ins. Please try again in {{minutes}} minutes.',
  'auth.disabled': 'This account is disabled. Please contact your administrator.',
  'auth.keyExpired': 'The sign-in key has expired or was already used. Please try again.',
  'auth.decryptFailed':
    'The encrypted password could not be read. Please reload the page and try again.',
  'auth.unknownGrant': 'Unsupported grant type',
  'auth.badClient': 'Unknown client or wrong client secret',
  'auth.badRefreshToken': 'The refresh token is invalid or expired. Please sign in again.',
  'auth.required': 'Please sign in',
  'auth.invalidToken': 'Your session has expired. Please sign in again.',
  'auth.forbidden': 'You are not allowed to do this',
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
} as const;

export type MessageKey = keyof typeof en;
