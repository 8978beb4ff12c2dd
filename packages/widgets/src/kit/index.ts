// Generic building blocks on Fluent UI v9, shared by every widget. The kit never imports a widget.
// Widgets import the pieces from their own modules, not from this barrel: the package is not
// side-effect free (modules register translations), so importing the barrel keeps everything it
// exports, and a sign-in page would download the lists, forms and dialogs.
export { ClickGuardButton, type ClickGuardButtonProps } from './click-guard-button';
export { RelativeTime, relativeTimeText, type RelativeTimeProps } from './relative-time';
export { FormField, type FormFieldProps } from './form-field';
export { PasswordInput, type PasswordInputProps } from './password-input';
export {
  FormStack,
  FormTitle,
  Row,
  InlineAlert,
  type FormStackProps,
  type InlineAlertIntent,
} from './form-layout';
export {
  ConfirmDialog,
  ConfirmProvider,
  useConfirm,
  withConfirm,
  type ConfirmDialogProps,
  type ConfirmFn,
  type ConfirmOptions,
} from './confirm-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { QUOTE_STATE_COLORS, BARGAINING_STATE_COLORS } from './status-colors';
export {
  FieldValue,
  formatFieldText,
  renderFieldValue,
  toCalendarDate,
  type FieldValueProps,
} from './field-value';
export { enumLabel } from './enum-label';
export { LoadingBlock, type LoadingBlockProps } from './loading-block';
export * from './resource';
